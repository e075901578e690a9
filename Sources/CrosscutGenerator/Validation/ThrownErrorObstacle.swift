/// What keeps a member from throwing an error of the runtime's own — a timeout's `TimeoutError`, a
/// breaker's `CircuitOpenError`, authorization's `AccessDenied` — and what to declare instead.
struct ThrownErrorObstacle {
    /// Why, in a few words: `its error type 'Denied' cannot be 'TimeoutError'`.
    let reason: String
    /// What to write instead: `declare it 'throws'`.
    let fix = "declare it 'throws'"

    /// What keeps a call that throws as `throwing` says from throwing `error` (`'TimeoutError'`), or
    /// `nil` when it can throw it.
    init?(_ throwing: Member.ThrowsKind, toThrow error: String) {
        switch throwing {
        case .none:
            reason = "it does not throw, so it cannot throw \(error)"
        case .rethrows:
            reason = "it is 'rethrows', so it throws only what its closures throw, never \(error)"
        case .typed(let failure) where !throwing.throwsAnyError:
            reason = "its error type '\(failure)' cannot be \(error)"
        case .throws, .typed:
            return nil
        }
    }
}

extension ThrownErrorObstacle {
    /// What keeps a decorator from refusing a call of `member` by throwing `error` before it
    /// (`'AccessDenied'`, `'InvalidArguments'`) — it is static, settable, or cannot throw it — and what
    /// to write instead, or `nil` when nothing does.
    static func refusal(of member: Member, throwing error: String) -> (reason: String, fix: String?)? {
        if member.isStatic { return ("it is static, and decorators forward static members untouched", nil) }
        if member.accessors?.hasSetter == true {
            return (
                "it is settable, and a setter cannot throw \(error)",
                "make it '{ get throws }' and change it through a throwing method"
            )
        }
        return ThrownErrorObstacle(member.callThrowsKind, toThrow: error).map { ($0.reason, $0.fix) }
    }
}
