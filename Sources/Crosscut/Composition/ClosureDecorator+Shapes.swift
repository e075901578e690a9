// One `decorate` per closure shape. Each returns a closure of the shape it was given that runs the
// original through `call`, where the concerns live; nothing else is repeated here.
// Non-throwing and throwing shapes are separate overloads (rather than one with `Failure == Never`)
// because the compiler cannot yet infer `Never` from a non-throwing function value.

extension ClosureDecorator {
    /// Decorates a synchronous closure.
    public func decorate<each A, R>(_ body: @escaping (repeat each A) -> R) -> (repeat each A) -> R {
        guard !applied.isEmpty else { return body }
        return { (argument: repeat each A) -> R in call { () -> R in body(repeat each argument) } }
    }

    /// Decorates a synchronous throwing closure; retry, if applied, follows ``RetryStrategy/runSynchronously(onRetry:_:)``.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping (repeat each A) throws(Failure) -> R
    ) -> (repeat each A) throws(Failure) -> R {
        guard !applied.isEmpty else { return body }
        return { (argument: repeat each A) throws(Failure) -> R in
            try call { () throws(Failure) -> R in try body(repeat each argument) }
        }
    }

    /// Decorates a synchronous `@MainActor` closure.
    public func decorate<each A, R>(
        _ body: @escaping @MainActor (repeat each A) -> R
    ) -> @MainActor (repeat each A) -> R {
        guard !applied.isEmpty else { return body }
        return { @MainActor (argument: repeat each A) -> R in call { () -> R in body(repeat each argument) } }
    }

    /// Decorates a synchronous throwing `@MainActor` closure.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping @MainActor (repeat each A) throws(Failure) -> R
    ) -> @MainActor (repeat each A) throws(Failure) -> R {
        guard !applied.isEmpty else { return body }
        return { @MainActor (argument: repeat each A) throws(Failure) -> R in
            try call { () throws(Failure) -> R in try body(repeat each argument) }
        }
    }

    /// Decorates an async closure.
    public func decorate<each A, R>(
        _ body: @escaping (repeat each A) async -> R
    ) -> (repeat each A) async -> R {
        guard !applied.isEmpty else { return body }
        return { (argument: repeat each A) async -> R in
            await call { () async -> R in await body(repeat each argument) }
        }
    }

    /// Decorates an async throwing closure; retry, if applied, follows
    /// ``RetryStrategy/run(isolation:onRetry:_:)``.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping (repeat each A) async throws(Failure) -> R
    ) -> (repeat each A) async throws(Failure) -> R {
        guard !applied.isEmpty else { return body }
        return { (argument: repeat each A) async throws(Failure) -> R in
            try await call { () async throws(Failure) -> R in try await body(repeat each argument) }
        }
    }

    /// Decorates an async `@MainActor` closure.
    public func decorate<each A, R>(
        _ body: @escaping @MainActor (repeat each A) async -> R
    ) -> @MainActor (repeat each A) async -> R {
        guard !applied.isEmpty else { return body }
        return { @MainActor (argument: repeat each A) async -> R in
            await call { () async -> R in await body(repeat each argument) }
        }
    }

    /// Decorates an async throwing `@MainActor` closure.
    public func decorate<each A, R, Failure: Error>(
        _ body: @escaping @MainActor (repeat each A) async throws(Failure) -> R
    ) -> @MainActor (repeat each A) async throws(Failure) -> R {
        guard !applied.isEmpty else { return body }
        return { @MainActor (argument: repeat each A) async throws(Failure) -> R in
            try await call { () async throws(Failure) -> R in try await body(repeat each argument) }
        }
    }
}
