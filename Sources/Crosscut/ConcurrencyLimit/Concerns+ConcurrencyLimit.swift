extension Concerns {
    /// The concurrency-limiting decorators' limiters, by name, each made with the policy of the first
    /// decorator that resolves it; shared by these concerns and their copies.
    public var concurrencyLimiters: ConcurrencyLimiters { states[ConcurrencyLimiters.self] }

    /// The limiter of the group `name`, shared with every decorator that names it, made with `policy`
    /// when first resolved: what a concurrency-limiting decorator of a protocol annotated
    /// `concurrencyLimit(8, group: "payments")` resolves once, when it is created.
    ///
    /// A group keeps the policy it was made with. A decorator that names the group with another
    /// policy shares the group's places all the same, and a `.warning` event says so once, while
    /// logging is enabled: `concurrency limit 'payments' is shared with other numbers`, with the
    /// `policy` asked for, the one `kept` and a `fix`.
    public func concurrencyLimiter(named name: String, policy: ConcurrencyLimitPolicy) -> ConcurrencyLimiter {
        let limiter = concurrencyLimiters.limiter(named: name, policy: policy)
        if limiter.policy != policy, isEnabled(.logging), noticesSaid.isFirst("\(name) group_policy_differs") {
            logger.log(
                .warning, "concurrency limit '\(name)' is shared with other numbers",
                [
                    "reason": "group_policy_differs", "policy": .string("\(policy)"),
                    "kept": .string("\(limiter.policy)"),
                    "fix": "give every annotation naming the group the same limit, queue and wait",
                ])
        }
        return limiter
    }

    /// The own limiter of `service` in the caller's module (`fileID` names it, ``ServiceName``) — or
    /// of its `member`, whose annotation gives it a limit of its own — made with `policy` when first
    /// resolved: what a concurrency-limiting decorator resolves once, when it is created.
    public func concurrencyLimiter(
        service: String, member: String? = nil, policy: ConcurrencyLimitPolicy, fileID: String = #fileID
    ) -> ConcurrencyLimiter {
        concurrencyLimiters.limiter(of: ServiceName(service, fileID: fileID), member: member, policy: policy)
    }

    /// Runs `operation` once `limiter` has a place for it, and frees the place when it ends; what the
    /// concurrency-limiting decorators call. The value may be noncopyable: it is returned, never
    /// copied.
    ///
    /// A call beyond the limiter's ``ConcurrencyLimitPolicy/maxConcurrent`` waits in its queue, on
    /// ``clock``, or throws ``ConcurrencyLimitExceeded`` without running when the queue is full or
    /// its wait runs out; a queued caller that is cancelled leaves the queue and throws
    /// `CancellationError`. With the concurrency limit switched off, `operation` runs untouched.
    ///
    /// ```swift
    /// let limiter = concerns.concurrencyLimiter(service: "Payments", policy: ConcurrencyLimitPolicy(maxConcurrent: 8))
    /// try await concerns.limitingConcurrency(with: limiter, service: "Payments", member: "charge(_:)") {
    ///     try await decoratee.charge(order)
    /// }
    /// ```
    @inlinable
    public func limitingConcurrency<Value: ~Copyable>(
        with limiter: ConcurrencyLimiter,
        service: String,
        member: String,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Value
    ) async throws -> Value {
        guard isEnabled(.concurrencyLimit) else { return try await operation() }
        return try await limiter.run(service: service, member: member, clock: clock, isolation: isolation, operation)
    }
}
