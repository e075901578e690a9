/// What keeps a decorator from running a member's call inside a runtime helper's closure, as the
/// tracing and circuit-breaking decorators do: a `rethrows` member cannot rethrow what the closure
/// throws, and a closure cannot pass on an argument that can be passed on only once.
struct ClosureWrapping {
    /// Why, in a few words: `it is 'rethrows', and cannot rethrow from inside a span`.
    let reason: String
    /// Where to report it.
    let location: SourceLocation

    /// What keeps `planned` from running inside `inside` (`a span`), or `nil` when nothing does.
    init?(of planned: PlannedMember, inside: String, in context: ProtocolContext) {
        if planned.member.throwsKind == .rethrows {
            reason = "it is 'rethrows', and cannot rethrow from inside \(inside)"
            location = planned.member.location
        } else if let once = PassedOnceParameter(of: planned, in: context) {
            reason =
                "its '\(once.specifier)' parameter '\(once.key)' can be passed on only once, not from inside \(inside)"
            location = once.parameter.location
        } else {
            return nil
        }
    }
}
