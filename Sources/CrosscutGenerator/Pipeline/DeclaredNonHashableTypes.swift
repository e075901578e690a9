/// The target's own types that are certainly not `Hashable`, among the names a cached member's key
/// may hold, with where each is declared: so that a key of such a type is an error at the user's
/// parameter, not a failed conformance inside the generated key.
///
/// Certainly means: a `struct`, `class` or `actor` declared once at the file scope, with no
/// attribute (a macro may add conformances), whose declaration and the target's extensions of it
/// list only protocols that do not imply `Hashable` (`Sendable`, `Codable`, `Equatable`, …). Enums
/// are left out (one without associated values is `Hashable` unasked), and so is a type whose
/// clauses name anything else: a superclass, or another module's protocol, which may refine
/// `Hashable` (``FileScopeDeclarations``).
///
/// ```swift
/// let file = SourceFile(path: "A.swift", text: "struct Query: Sendable {}")
/// DeclaredNonHashableTypes.locations(among: ["Query"], in: ScannedSources([file], dependencies: []))
/// // ["Query": A.swift:1:8]
/// ```
///
/// Only the names that the files' scans find declared as types are looked for: a name that is only
/// extended (`extension String`, in most files of a large target) is declared elsewhere.
enum DeclaredNonHashableTypes {
    static func locations(among names: Set<String>, in scanned: ScannedSources) -> [String: SourceLocation] {
        let declarations = scanned.declarations
        let declared = names.filter { declarations.mayDeclare(anyOf: [$0], as: typeKeywords) }
        var facts: [String: Facts] = [:]
        FileScopeDeclarations.forEach(of: declared, declaredWith: typeKeywords + [.extension], in: scanned.files) {
            keyword, name, index, lexed, source in
            let inherited = Self.inheritedNames(after: index + 2, in: lexed)
            var fact = facts[name, default: Facts()]
            fact.inheritsOnlyKnown = fact.inheritsOnlyKnown && inherited.isSubset(of: Self.notImplyingHashable)
            if keyword != .extension {
                fact.declarations += 1
                fact.isCertain = keyword != .enum && !Self.hasAttribute(before: index, in: lexed)
                let token = lexed.tokens[index + 1]
                fact.location = SourceLocation(file: source.path, line: token.line, column: token.column)
            }
            facts[name] = fact
        }
        return facts.compactMapValues { fact in
            fact.declarations == 1 && fact.isCertain && fact.inheritsOnlyKnown ? fact.location : nil
        }
    }

    /// What the scan learned of one name.
    private struct Facts {
        var declarations = 0
        /// Whether its one declaration is of a kind, without attributes, whose conformances are all written.
        var isCertain = false
        /// Whether every clause of its declaration and extensions lists only ``notImplyingHashable``.
        var inheritsOnlyKnown = true
        var location: SourceLocation?
    }

    /// The declarations the scan reads, besides extensions.
    private static let typeKeywords: [DeclaredNames.Keyword] = [.struct, .class, .actor, .enum]

    /// The names an inheritance clause may list without making a type `Hashable`.
    private static let notImplyingHashable: Set<String> = [
        "Swift", "Sendable", "Codable", "Encodable", "Decodable", "Equatable", "Comparable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "CaseIterable", "Copyable",
        "Escapable", "AnyObject", "BitwiseCopyable", "SendableMetatype", "unchecked",
    ]

    /// The modifiers that may stand between a declaration's attributes and its keyword.
    private static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "nonisolated", "indirect",
    ]

    /// The names after the colon of the declaration whose name ends before `position` (past its
    /// generic parameters), up to its body or `where` clause.
    private static func inheritedNames(after position: Int, in lexed: LexedSource) -> Set<String> {
        let tokens = lexed.tokens
        var index = position
        if tokens[index].kind == .operator, lexed.text(tokens[index]) == "<" {
            var angles = 0
            while tokens[index].kind != .endOfFile {
                let text = lexed.text(tokens[index])
                if text == "<" { angles += 1 } else if text == ">" { angles -= 1 }
                index += 1
                if angles == 0 { break }
            }
        }
        guard tokens[index].kind == .colon else { return [] }
        var names: Set<String> = []
        index += 1
        while ![.leftBrace, .rightBrace, .endOfFile].contains(tokens[index].kind) {
            let text = lexed.text(tokens[index])
            if tokens[index].kind == .identifier {
                if text == "where" { break }
                names.insert(text.filter { $0 != "`" })
            }
            index += 1
        }
        return names
    }

    /// Whether an attribute (`@Model`, `@MainActor`) stands before the keyword at `position`, past its modifiers.
    private static func hasAttribute(before position: Int, in lexed: LexedSource) -> Bool {
        let tokens = lexed.tokens
        var index = position - 1
        while index >= 0, tokens[index].kind == .identifier, modifiers.contains(lexed.text(tokens[index])) {
            index -= 1
        }
        guard index >= 0 else { return false }
        if tokens[index].kind == .rightParen { return true }
        return tokens[index].kind == .identifier && index > 0 && tokens[index - 1].kind == .atSign
    }
}
