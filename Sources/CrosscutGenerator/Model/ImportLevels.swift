/// One import under `#if` conditions (outermost first), taken apart.
package struct ConditionalImport: Hashable, Sendable {
    package var conditions: [String]
    package var statement: ImportStatement

    package init(conditions: [String], statement: ImportStatement) {
        self.conditions = conditions
        self.statement = statement
    }
}

/// The levels of one file's imports, so that the compiler finds no module imported at two levels
/// where both imports are active ("module 'Foundation' is imported as 'public' from the same file;
/// this 'internal' access level will be ignored"), as when two source files import
/// `FoundationEssentials` under `#if canImport(FoundationEssentials)`, one publicly and one plainly.
///
/// Every import of a module takes the widest level of them, except where a module imported plainly
/// is imported more widely under one set of conditions only: there the plain imports move under
/// those conditions at the wider level, and under their negation at their own. Imports of a module
/// imported only under `#if` take the widest level of those that may be active with them: an
/// `internal import` under `#if compiler(>=6)` keeps its level beside a plain import in the `#else`
/// (swift-syntax's files), for the target's other files import the module `internal` explicitly and
/// the compiler rejects an implicit level beside that. Raised everywhere
/// instead, a `public import Foundation` would stand beside the `public import FoundationEssentials`
/// that brings the same names, and the compiler would warn that it is not used.
package enum ImportLevels {
    package static func resolved(plain: [ImportStatement], conditional: [ConditionalImport])
        -> (plain: [ImportStatement], conditional: [ConditionalImport])
    {
        var plain = ImportStatement.unified(plain)
        var conditional = conditional
        for module in conditional.map(\.statement.module).uniqued() {
            let ofModule = { (statement: ImportStatement) in statement.module == module }
            let plainOnes = plain.filter(ofModule)
            let conditionalOnes = conditional.filter { ofModule($0.statement) }
            let level = ImportStatement.widest((plainOnes + conditionalOnes.map(\.statement)).map(\.level))
            conditional.removeAll { ofModule($0.statement) }
            let sets = Set(conditionalOnes.map(\.conditions))
            if let first = plainOnes.first, level != first.level, sets.count == 1, let moved = sets.first {
                plain.removeAll(where: ofModule)
                conditional += (conditionalOnes.map(\.statement) + plainOnes).map {
                    ConditionalImport(conditions: moved, statement: $0.at(level))
                }
                conditional += plainOnes.map {
                    ConditionalImport(conditions: [ImportCondition(all: moved).negated.text], statement: $0)
                }
            } else if plainOnes.isEmpty {
                conditional += conditionalOnes.map { one in
                    let together = conditionalOnes.filter { !areExclusive($0.conditions, one.conditions) }
                    return ConditionalImport(
                        conditions: one.conditions,
                        statement: one.statement.at(ImportStatement.widest(together.map(\.statement.level))))
                }
            } else {
                plain = plain.map { ofModule($0) ? $0.at(level) : $0 }
                conditional += conditionalOnes.map {
                    ConditionalImport(conditions: $0.conditions, statement: $0.statement.at(level))
                }
            }
        }
        return (ImportStatement.unified(plain), conditional.uniqued())
    }

    /// Whether imports under `first` and under `second` are never active together: one of them
    /// holds where the other's negation does (`#if compiler(>=6)` … `#else`).
    private static func areExclusive(_ first: [String], _ second: [String]) -> Bool {
        ImportCondition(all: first).and(ImportCondition(all: second)).isNeverTrue
    }
}

extension ImportStatement {
    /// The same import at `level`.
    fileprivate func at(_ level: Level?) -> ImportStatement {
        var statement = self
        statement.level = level
        return statement
    }
}
