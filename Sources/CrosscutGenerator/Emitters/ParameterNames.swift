/// The names parameters go by inside a decorator's members.
enum ParameterNames {
    /// Names a decorator uses for its own purposes inside member bodies; parameters so named are
    /// renamed inside the decorator.
    static let reservedLocals: Set<String> = [
        "start", "result", "error", "outcome", "concerns", "decoratee", "newValue", "hasher",
    ]

    /// The parameters' names inside the decorator, parallel to `member.parameters`: as written,
    /// `argument2` for the second when it is `_`, `startArgument` for one named like a reserved local.
    static func of(_ member: Member) -> [String] {
        member.parameters.enumerated().map { index, parameter in
            if parameter.name == "_" { return "argument\(index + 1)" }
            let bare = SwiftIdentifier.bare(parameter.name)
            return reservedLocals.contains(bare) ? bare + "Argument" : SwiftIdentifier.expression(parameter.name)
        }
    }
}
