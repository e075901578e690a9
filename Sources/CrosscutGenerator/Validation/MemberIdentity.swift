/// How a member is named in events, metrics and cache keys: its full signature.
enum MemberIdentity {
    /// `sessions(for:limit:)`, `value`, `subscript(_:)`, `==(_:_:)`, `Element`.
    static func of(_ member: Member) -> String {
        switch member.kind {
        case .function, .initializer, .subscript:
            let labels = member.parameters.map { SwiftIdentifier.bare(label(of: $0, in: member)) + ":" }
            return "\(SwiftIdentifier.bare(member.name))(\(labels.joined()))"
        case .property, .associatedType, .typealias:
            return SwiftIdentifier.bare(member.name)
        }
    }

    /// The identity with parameter types, for overloads that differ only by type:
    /// `load(_: Int)`, `load(_: String)`.
    static func typed(_ member: Member) -> String {
        guard member.kind != .property else { return member.name }
        let entries = member.parameters.map { "\(label(of: $0, in: member)): \(normalized($0.type))" }
        return "\(member.name)(\(entries.joined(separator: ", ")))"
    }

    /// The identity with parameter types, effects and result, for overloads that differ only there:
    /// `get() -> Int`, `get() -> String`, `load() async throws -> Int`, `static make()`.
    static func full(_ member: Member) -> String {
        let isStatic = member.modifiers.contains("static") || member.modifiers.contains("class")
        var text = (isStatic ? "static " : "") + typed(member)
        let accessors = member.accessors ?? Member.Accessors()
        let isAsync = member.kind == .function ? member.isAsync : accessors.getterIsAsync
        let throwsKind = member.kind == .function ? member.throwsKind : accessors.getterThrows
        if isAsync { text += " async" }
        switch throwsKind {
        case .none: break
        case .throws: text += " throws"
        case .rethrows: text += " rethrows"
        case .typed(let failure): text += " throws(\(normalized(failure)))"
        }
        if let result = member.returnType { text += " -> " + normalized(result) }
        return text
    }

    /// The argument label a caller writes, `_` when none.
    static func label(of parameter: Parameter, in member: Member) -> String {
        if let label = parameter.label { return label }
        if member.kind == .subscript || isOperator(member) || parameter.name == "_" { return "_" }
        return parameter.name
    }

    static func isOperator(_ member: Member) -> Bool {
        guard member.kind == .function, let first = member.name.first else { return false }
        return !(first.isLetter || first == "_" || first == "`")
    }

    /// `type` with each run of whitespace made one space and the ends trimmed; ASCII text is
    /// split on its bytes, other text on `Character`s (Unicode whitespace).
    private static func normalized(_ type: String) -> String {
        guard type.utf8.allSatisfy({ $0 < 0x80 }) else {
            return type.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let isSpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        guard type.utf8.contains(where: isSpace) else { return type }
        return type.utf8.split(whereSeparator: isSpace).map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: " ")
    }
}
