extension Concerns {
    /// Runs one attempt of `operation` under a deadline; what the timing-out decorators call. The
    /// value may be noncopyable: it is moved out, never copied.
    ///
    /// The attempt runs in a child task on the caller's isolation, raced against ``timeout``'s clock.
    /// When `limit` (by default ``TimeoutPolicy/limit``) passes first, the attempt is cancelled, the
    /// call waits for its work to wind down — no task outlives the call — drops whatever it ended
    /// with, and throws ``TimeoutError``. When the caller is cancelled, the attempt is too, and the
    /// call ends as the attempt does. With the timeout switched off, `operation` runs untouched.
    ///
    /// ```swift
    /// try await concerns.timingOut(after: .seconds(2.5), service: "Catalog", member: "sessions(for:)") {
    ///     try await decoratee.sessions(for: reason)
    /// }
    /// ```
    @inlinable
    public func timingOut<Value: ~Copyable>(
        after limit: Duration? = nil,
        service: String,
        member: String,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Value
    ) async throws -> Value {
        guard isEnabled(.timeout) else { return try await operation() }
        return try await timeout.race(
            operation, limit: limit ?? timeout.limit, service: service, member: member, isolation: isolation)
    }
}
