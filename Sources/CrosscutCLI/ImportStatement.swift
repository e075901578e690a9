/// One `import` declaration of a generated file, taken apart so that the imports of several files
/// can share one file without the compiler complaining about how a module is imported.
struct ImportStatement: Hashable {
    /// Attributes in order: `@preconcurrency`, `@testable`, `@_spi(Internal)`.
    var attributes: [String]
    /// An explicit access level (`public`, `internal`, ...), or `nil` for the implicit one.
    var access: String?
    /// `struct` in `import struct Foundation.Date`, or `nil`.
    var kind: String?
    /// `Foundation`, `Foundation.Date`.
    var path: String

    static let accessLevels = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// Parses one line; `nil` when it is not an import declaration.
    init?(_ line: Substring) {
        var words = line.split(whereSeparator: \.isWhitespace)[...]
        var attributes: [String] = []
        while let word = words.first, word.hasPrefix("@") {
            attributes.append(String(word))
            words = words.dropFirst()
        }
        var access: String?
        if let word = words.first, Self.accessLevels.contains(String(word)) {
            access = String(word)
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        guard (1...2).contains(words.count) else { return nil }
        self.attributes = attributes
        self.access = access
        self.kind = words.count == 2 ? String(words[words.startIndex]) : nil
        self.path = String(words[words.endIndex - 1])
    }

    init(attributes: [String], access: String?, kind: String?, path: String) {
        self.attributes = attributes
        self.access = access
        self.kind = kind
        self.path = path
    }

    var text: String {
        (attributes + [access, "import", kind, path].compactMap { $0 }).joined(separator: " ")
    }

    /// The imported module: `Foundation` for `import struct Foundation.Date`.
    var module: Substring { path.prefix { $0 != "." } }

    /// One import per module path: duplicates dropped, and different spellings of one module's
    /// import merged into the most permissive (the widest explicit access level, every attribute;
    /// `@_implementationOnly` only when all of them say so), since one file may not import a
    /// module in two ways.
    static func merged(_ statements: [ImportStatement]) -> [ImportStatement] {
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

    private static func merge(_ group: [ImportStatement]) -> ImportStatement {
        let levels = group.compactMap(\.access)
        let access = levels.max { accessLevels.firstIndex(of: $0)! < accessLevels.firstIndex(of: $1)! }
        var attributes: [String] = []
        for attribute in group.flatMap(\.attributes) where !attributes.contains(attribute) {
            if attribute == "@_implementationOnly", !group.allSatisfy({ $0.attributes.contains(attribute) }) {
                continue
            }
            attributes.append(attribute)
        }
        return ImportStatement(attributes: attributes, access: access, kind: group[0].kind, path: group[0].path)
    }
}
