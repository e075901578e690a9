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
        let parameters = planned.member.parameters
        guard parameters.contains(where: { !$0.shape.specifiers.isEmpty }) else { return nil }
        let noncopyable = context.noncopyableNames(of: planned.member)
        let once = parameters.indices.first { position in
            let shape = parameters[position].shape
            return shape.isSending || (shape.isConsuming && shape.identifiers.contains(where: noncopyable.contains))
        }
        guard let once else { return nil }
        parameter = parameters[once]
        key = planned.parameterKeys[once]
        specifier = parameter.shape.isSending ? "sending" : "consuming"
    }
}
