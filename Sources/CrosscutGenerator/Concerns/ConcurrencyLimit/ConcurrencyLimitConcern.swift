extension ConcernDescription {
    /// Concurrency limit: members that are `async` and throw take a place under a limit — the
    /// protocol's, the member's own or a group's — before the call, waiting in a bounded queue or
    /// refused when none comes.
    static let concurrencyLimit = ConcernDescription(
        name: "concurrencyLimit", runtimeSwitch: "concurrencyLimit", decoratorPrefix: "ConcurrencyLimiting",
        helperName: "withConcurrencyLimit",
        summary: "Lets at most the annotation's number of calls run at once, queueing or refusing the others.",
        runtimePart: "concurrency limiters", rules: ConcurrencyLimitRules(), emitter: ConcurrencyLimitEmitter())
}

/// A concurrency limit as an annotation writes it: `concurrencyLimit(8, queue: 16, wait: 0.5)`, and
/// `group: "payments"` for one that every protocol naming the group shares.
struct ConcurrencyLimit: Sendable, Equatable {
    /// The most calls that run at once, as written without underscores: `8`.
    var maxConcurrent: String
    /// The most calls that wait for a place, when written.
    var maxQueued: String?
    /// The longest a call waits for a place, in seconds, when written.
    var maxWaitSeconds: String?
    /// The group that shares the limiter, when written.
    var group: String?

    /// The arguments of the runtime policy it spells: `maxConcurrent: 8, maxQueued: 16,
    /// maxWait: .seconds(0.5)`.
    var policyArguments: String {
        var arguments = ["maxConcurrent: " + maxConcurrent]
        if let maxQueued { arguments.append("maxQueued: " + maxQueued) }
        if let maxWaitSeconds { arguments.append("maxWait: .seconds(\(maxWaitSeconds))") }
        return arguments.joined(separator: ", ")
    }
}

/// What the protocol's annotation asks of the concurrency-limiting decorator: `concurrencyLimit(8)`.
struct ConcurrencyLimitProtocolOptions: ConcernOptions {
    /// The limit every member without one of its own shares; `nil` when the annotation writes none.
    var limit: ConcurrencyLimit?
}

/// What a member's annotations and checks ask of the concurrency-limiting decorator.
struct ConcurrencyLimitOptions: ConcernOptions {
    /// The limit the member's calls take a place under: its own or the protocol's.
    var limit: ConcurrencyLimit?
    /// Whether ``limit`` is the member's own (`concurrencyLimit(2)` above it), apart from the
    /// protocol's.
    var isOwn = false
}

extension MemberOptions {
    /// What the member asks of the concurrency-limiting decorator.
    var concurrencyLimit: ConcurrencyLimitOptions {
        get { self[ConcurrencyLimitOptions.self] }
        set { self[ConcurrencyLimitOptions.self] = newValue }
    }
}
