/// The `#if` blocks that write a file's imports under conditions as a person would: each import once,
/// under its conditions joined and simplified (``ImportCondition``); the imports of one condition in
/// one block, beside those of its negation in its `#else`; and no module imported where a module
/// that re-exports it is imported as widely, for there it would be a `public import` that no public
/// declaration uses (Foundation brings FoundationEssentials' `Date` and `URL`).
package enum ConditionalImportBlocks {
    /// The lines of `imports` (their levels resolved: ``ImportLevels``), beside the `plain` imports.
    package static func lines(_ imports: [ConditionalImport], plain: [ImportStatement]) -> [String] {
        var blocks: [(condition: ImportCondition, statements: [ImportStatement])] = []
        for (statement, condition) in withoutReexported(conditions(of: imports), plain: plain)
        where !condition.isNeverTrue {
            if let index = blocks.firstIndex(where: { $0.condition == condition }) {
                blocks[index].statements.append(statement)
            } else {
                blocks.append((condition, [statement]))
            }
        }
        var lines: [String] = []
        var written: Set<Int> = []
        for (index, block) in blocks.enumerated() where !written.contains(index) {
            written.insert(index)
            let negation = block.condition.negated
            let elseIndex = blocks.indices.first { !written.contains($0) && blocks[$0].condition == negation }
            guard let elseIndex else {
                lines += Self.lines(block.statements, under: block.condition)
                continue
            }
            written.insert(elseIndex)
            let (first, second) =
                blocks[elseIndex].condition.negationCount < block.condition.negationCount
                ? (blocks[elseIndex], block) : (block, blocks[elseIndex])
            lines += Self.lines(first.statements, under: first.condition, else: second.statements)
        }
        return lines
    }

    /// `#if condition`, `statements` one level deeper, `#else` and `elseStatements` if there are
    /// any, and `#endif`; `statements` alone when the condition always holds.
    private static func lines(
        _ statements: [ImportStatement], under condition: ImportCondition, else elseStatements: [ImportStatement] = []
    ) -> [String] {
        let indented = { (statements: [ImportStatement]) in statements.map { "    " + $0.text } }
        guard !condition.isAlwaysTrue else { return statements.map(\.text) }
        return ["#if " + condition.text] + indented(statements)
            + (elseStatements.isEmpty ? [] : ["#else"] + indented(elseStatements)) + ["#endif"]
    }

    /// The imports a block of `#if`, `#else` and `#endif` lines around import declarations writes,
    /// as ``lines(_:plain:)`` writes them (and nested `#if` blocks); `nil` for anything else.
    package static func imports(inBlock block: String) -> [ConditionalImport]? {
        var conditions: [String] = []
        var imports: [ConditionalImport] = []
        for line in block.split(separator: "\n") {
            let line = line.trimmingCharacters
            if line.hasPrefix("#if ") {
                conditions.append(String(line.dropFirst("#if ".count)))
            } else if line == "#else", let last = conditions.popLast() {
                conditions.append(ImportCondition(all: [last]).negated.text)
            } else if line == "#endif", !conditions.isEmpty {
                conditions.removeLast()
            } else if let statement = ImportStatement(Substring(line)), !conditions.isEmpty {
                imports.append(ConditionalImport(conditions: conditions, statement: statement))
            } else {
                return nil
            }
        }
        return conditions.isEmpty && !imports.isEmpty ? imports : nil
    }

    /// Each statement of `imports` once, under the condition where any of its imports stands.
    private static func conditions(of imports: [ConditionalImport]) -> [(ImportStatement, ImportCondition)] {
        var merged: [(ImportStatement, ImportCondition)] = []
        for one in imports {
            let condition = ImportCondition(all: one.conditions)
            if let index = merged.firstIndex(where: { $0.0 == one.statement }) {
                merged[index].1 = merged[index].1.or(condition)
            } else {
                merged.append((one.statement, condition))
            }
        }
        return merged
    }

    /// `imports` with each module's left out where a module that re-exports it is imported plainly
    /// or under a condition, at least as widely and with the same attributes.
    private static func withoutReexported(
        _ imports: [(ImportStatement, ImportCondition)], plain: [ImportStatement]
    ) -> [(ImportStatement, ImportCondition)] {
        imports.map { statement, condition in
            let covering = { (other: ImportStatement) in
                other.kind == nil && statement.kind == nil && other.attributes == statement.attributes
                    && ToolchainModules.reexports[String(other.module)]?.contains(String(statement.module)) == true
                    && ImportStatement.widest([other.level, statement.level]) == other.level
            }
            guard !plain.contains(where: covering) else { return (statement, .never) }
            let covered = imports.filter { covering($0.0) }.reduce(ImportCondition.never) { $0.or($1.1) }
            return (statement, condition.and(covered.negated))
        }
    }
}
