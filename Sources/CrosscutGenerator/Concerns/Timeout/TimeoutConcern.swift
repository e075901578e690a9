extension ConcernDescription {
    /// Timeout: each attempt of a member that is `async` and throws gets a deadline, the
    /// protocol's or member's `timeout(2.5)` or else the concerns' timeout.
    static let timeout = ConcernDescription(
        name: "timeout", runtimeSwitch: "timeout", decoratorPrefix: "TimingOut", helperName: "withTimeout",
        summary: "Cancels each attempt of an `async` call that outlives its deadline, as the concerns' timeout says.",
        runtimePart: "timeout", rules: TimeoutRules(), emitter: TimeoutEmitter())
}

/// What the protocol's annotation asks of the timing-out decorator: `timeout(5)`.
struct TimeoutProtocolOptions: ConcernOptions {
    /// The limit in seconds, as written, for every member without one of its own; `nil` for the
    /// concerns' timeout.
    var seconds: String?
}

/// What a member's annotations and checks ask of the timing-out decorator.
struct TimeoutOptions: ConcernOptions {
    /// The limit in seconds, as written (`timeout(2.5)` above the member, or the protocol's);
    /// `nil` for the concerns' timeout.
    var seconds: String?
}

extension MemberOptions {
    /// What the member asks of the timing-out decorator.
    var timeout: TimeoutOptions {
        get { self[TimeoutOptions.self] }
        set { self[TimeoutOptions.self] = newValue }
    }
}
