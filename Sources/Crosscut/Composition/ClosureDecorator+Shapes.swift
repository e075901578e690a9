// One `decorate` per closure shape. Each returns a closure of the shape it was given that runs the
// original through a `ClosureCall`, where the concerns live; nothing else is repeated here.
// Non-throwing and throwing shapes are separate overloads (rather than one with `Failure == Never`)
// because the compiler cannot yet infer `Never` from a non-throwing function value. A throwing
// closure's `Failure` may be `any Error`, whose attempts may get the circuit breaker and the timeout
// (`ClosureShape` tells it apart at run time: an overload for `throws` beside one for `throws(Failure)`
// makes a closure literal that throws ambiguous).

extension ClosureDecorator {
    /// Decorates a synchronous closure: tracing, logging and metrics.
    public func decorate<each A, R>(_ body: @escaping (repeat each A) -> R) -> (repeat each A) -> R {
        guard let call = ClosureCall(self, shape: .infallible(isAsync: false)) else { return body }
        return { (argument: repeat each A) -> R in call.run { () -> R in body(repeat each argument) } }
    }

    /// Decorates a synchronous throwing closure: and retry, following
    /// ``RetryStrategy/runSynchronously(onRetry:_:)``; and when it throws `any Error`, the circuit
    /// breaker around each attempt.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping (repeat each A) throws(Failure) -> R
    ) -> (repeat each A) throws(Failure) -> R {
        guard let call = ClosureCall(self, shape: .throwing(Failure.self, isAsync: false)) else { return body }
        return { (argument: repeat each A) throws(Failure) -> R in
            try call.run { () throws(Failure) -> R in try body(repeat each argument) }
        }
    }

    /// Decorates a synchronous `@MainActor` closure.
    public func decorate<each A, R>(
        _ body: @escaping @MainActor (repeat each A) -> R
    ) -> @MainActor (repeat each A) -> R {
        guard let call = ClosureCall(self, shape: .infallible(isAsync: false)) else { return body }
        return { @MainActor (argument: repeat each A) -> R in call.run { () -> R in body(repeat each argument) } }
    }

    /// Decorates a synchronous `@MainActor` throwing closure.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping @MainActor (repeat each A) throws(Failure) -> R
    ) -> @MainActor (repeat each A) throws(Failure) -> R {
        guard let call = ClosureCall(self, shape: .throwing(Failure.self, isAsync: false)) else { return body }
        return { @MainActor (argument: repeat each A) throws(Failure) -> R in
            try call.run { () throws(Failure) -> R in try body(repeat each argument) }
        }
    }

    /// Decorates an async closure: tracing, logging and metrics.
    public func decorate<each A, R>(
        _ body: @escaping (repeat each A) async -> R
    ) -> (repeat each A) async -> R {
        guard let call = ClosureCall(self, shape: .infallible(isAsync: true)) else { return body }
        return { (argument: repeat each A) async -> R in
            await call.run { () async -> R in await body(repeat each argument) }
        }
    }

    /// Decorates an async throwing closure: and retry, following
    /// ``RetryStrategy/run(isolation:onRetry:_:)``; and when it throws `any Error`, around each
    /// attempt the circuit breaker, then the timeout.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping (repeat each A) async throws(Failure) -> R
    ) -> (repeat each A) async throws(Failure) -> R {
        guard let call = ClosureCall(self, shape: .throwing(Failure.self, isAsync: true)) else { return body }
        return { (argument: repeat each A) async throws(Failure) -> R in
            try await call.run { () async throws(Failure) -> R in try await body(repeat each argument) }
        }
    }

    /// Decorates an async `@MainActor` closure.
    public func decorate<each A, R>(
        _ body: @escaping @MainActor (repeat each A) async -> R
    ) -> @MainActor (repeat each A) async -> R {
        guard let call = ClosureCall(self, shape: .infallible(isAsync: true)) else { return body }
        return { @MainActor (argument: repeat each A) async -> R in
            await call.run { () async -> R in await body(repeat each argument) }
        }
    }

    /// Decorates an async `@MainActor` throwing closure.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping @MainActor (repeat each A) async throws(Failure) -> R
    ) -> @MainActor (repeat each A) async throws(Failure) -> R {
        guard let call = ClosureCall(self, shape: .throwing(Failure.self, isAsync: true)) else { return body }
        return { @MainActor (argument: repeat each A) async throws(Failure) -> R in
            try await call.run { () async throws(Failure) -> R in try await body(repeat each argument) }
        }
    }
}
