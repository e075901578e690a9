/// The names parameters go by inside a decorator's members.
enum ParameterNames {
    /// Names a decorator uses for its own purposes inside member bodies: its stored `decoratee` and
    /// `concerns`, a setter's `newValue`, `hash(into:)`'s `hasher`, and every concern emitter's locals.
    /// Parameters so named are renamed inside the decorator.
    static let reservedLocals = Set(["concerns", "decoratee", "newValue", "hasher"])
        .union(ConcernDescription.all.flatMap(\.emitter.locals))

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
