/// One `import` declaration, taken apart so that a generated file can import what its source
/// imports at the access level its declarations need, and so that the imports of several files can
/// share one file without the compiler complaining about how a module is imported.
package struct ImportStatement: Hashable, Sendable {
    /// Attributes in order: `@preconcurrency`, `@testable`, `@_spi(Internal)`.
    package var attributes: [String]
    /// An explicit access level, or `nil` for the implicit one (`public` in the Swift 5 and 6
    /// language modes, `internal` under the upcoming feature `InternalImportsByDefault`).
    package var level: Level?
    /// `struct` in `import struct Foundation.Date`, or `nil`.
    package var kind: String?
    /// `Foundation`, `Foundation.Date`.
    package var path: String

    /// The access levels an import can be declared with, narrowest first.
    package enum Level: String, CaseIterable, Comparable, Sendable {
        case `private`, `fileprivate`, `internal`, `package`, `public`

        package static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Parses one line; `nil` when it is not an import declaration. Attributes may take
    /// arguments: `@_documentation(visibility: internal) @_exported import Instrumentation`.
    package init?(_ line: Substring) {
        var rest = line.drop { $0.isWhitespace }
        var attributes: [String] = []
        while rest.first == "@" {
            var end = rest.dropFirst().firstIndex { !$0.isIdentifierCharacter } ?? rest.endIndex
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                guard
                    let close = rest[end...].firstIndex(where: { character in
                        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                        return depth == 0
                    })
                else { return nil }
                end = rest.index(after: close)
            }
            attributes.append(String(rest[..<end]))
            rest = rest[end...].drop { $0.isWhitespace }
        }
        var words = rest.split(whereSeparator: \.isWhitespace)[...]
        var level: Level?
        if let word = words.first, let written = Level(rawValue: String(word)) {
            level = written
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        guard (1...2).contains(words.count) else { return nil }
        self.init(
            attributes: attributes, level: level, kind: words.count == 2 ? String(words[words.startIndex]) : nil,
            path: String(words[words.endIndex - 1]))
    }

    package init(attributes: [String] = [], level: Level?, kind: String? = nil, path: String) {
        self.attributes = attributes
        self.level = level
        self.kind = kind
        self.path = path
    }

    package var text: String {
        (attributes + [level?.rawValue, "import", kind, path].compactMap { $0 }).joined(separator: " ")
    }

    /// The imported module: `Foundation` for `import struct Foundation.Date`.
    package var module: Substring { path.prefix { $0 != "." } }

    /// One import per module path: duplicates dropped, and different spellings of one module's
    /// import merged into the most permissive (the widest access level, every attribute;
    /// `@_implementationOnly` only when all of them say so), since one file may not import a
    /// module in two ways. Sorted by module.
    package static func merged(_ statements: [ImportStatement]) -> [ImportStatement] {
        var groups: [String: [ImportStatement]] = [:]
        var order: [String] = []
        for statement in statements {
            let key = [statement.kind, statement.path].compactMap { $0 }.joined(separator: " ")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(statement)
        }
        return order.compactMap { groups[$0].map(merge) }
            .sorted { ($0.module, $0.path, $0.kind ?? "") < ($1.module, $1.path, $1.kind ?? "") }
    }

    /// `statements` each at the widest level that they import its module at (see ``widest(_:)``):
    /// the compiler warns about a module imported at two levels in one file ("this 'internal' access
    /// level will be ignored").
    static func unified(_ statements: [ImportStatement]) -> [ImportStatement] {
        let levels = Dictionary(grouping: statements, by: \.module).mapValues { widest($0.map(\.level)) }
        return statements.map { statement in
            var unified = statement
            unified.level = levels[statement.module, default: statement.level]
            return unified
        }
    }

    /// The condition under which a `package` import of the runtime is written explicitly.
    package static let explicitLevelCondition = "#if hasFeature(InternalImportsByDefault)"

    /// The lines that write `statements` (merged already). A `package` import of the runtime
    /// (imported as widely as the decorators need) is written for both meanings of the
    /// implicit level: `package import` where a plain import would be internal
    /// (`InternalImportsByDefault`), and a plain import, which is public, where it would not, since
    /// without the feature the compiler rejects a module imported plainly in one file (by the user,
    /// `import Crosscut`) and as `package` in another ("ambiguous implicit access level").
    package static func lines(_ statements: [ImportStatement]) -> [String] {
        let adapted = statements.filter { $0.level == .package && $0.module == RuntimeNames.module }
        guard !adapted.isEmpty else { return statements.map(\.text) }
        var implicit = adapted
        for index in implicit.indices { implicit[index].level = nil }
        return statements.filter { !adapted.contains($0) }.map(\.text)
            + [explicitLevelCondition] + adapted.map { "    " + $0.text }
            + ["#else"] + implicit.map { "    " + $0.text } + ["#endif"]
    }

    /// The widest of `levels`. The implicit level (`nil`) is `internal` or `public` depending on the
    /// build's features, so it stands between them: it wins over an explicit `internal` or narrower
    /// (it is at least as wide in either mode) and loses to an explicit `package` or `public`.
    static func widest(_ levels: [Level?]) -> Level? {
        var widest: Level? = levels.first ?? nil
        for level in levels.dropFirst() {
            switch (widest, level) {
            case (nil, let level?): if level > .internal { widest = level }
            case (let current?, nil): if current <= .internal { widest = nil }
            case (let current?, let level?): widest = max(current, level)
            case (nil, nil): break
            }
        }
        return widest
    }

    private static func merge(_ group: [ImportStatement]) -> ImportStatement {
        var attributes: [String] = []
        for attribute in group.flatMap(\.attributes) where !attributes.contains(attribute) {
            if attribute == "@_implementationOnly", !group.allSatisfy({ $0.attributes.contains(attribute) }) {
                continue
            }
            attributes.append(attribute)
        }
        return ImportStatement(
            attributes: attributes, level: widest(group.map(\.level)), kind: group[0].kind, path: group[0].path)
    }
}
