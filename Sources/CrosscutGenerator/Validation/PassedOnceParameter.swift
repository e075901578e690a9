/// A parameter whose argument a decorator can pass to the decoratee only once: a `sending` one, or
/// a `consuming` one of a noncopyable type. Its member can be neither retried nor cached.
struct PassedOnceParameter {
    let parameter: Parameter
    /// Its name in annotations and messages (``Member/parameterKeys``).
    let key: String
    /// `sending` or `consuming`.
    let specifier: String

    /// The first such parameter of `planned`, if any.
    init?(of planned: PlannedMember, in context: ProtocolContext) {
        let shapes = planned.parameterShapes
        guard shapes.contains(where: { !$0.ownership.isEmpty }) else { return nil }
        let noncopyable = context.noncopyableNames(of: planned.member)
        let once = shapes.indices.first { position in
            let shape = shapes[position]
            return shape.isSending
                || (shape.ownership.contains("consuming")
                    && shape.identifiers.contains { noncopyable.contains(String($0)) })
        }
        guard let once else { return nil }
        parameter = planned.member.parameters[once]
        key = planned.parameterKeys[once]
        specifier = shapes[once].isSending ? "sending" : "consuming"
    }
}
