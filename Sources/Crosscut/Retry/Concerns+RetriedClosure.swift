extension Concerns {
    /// Wraps a throwing closure so that each call runs under ``retryStrategy``; returns a closure of
    /// the same type. Each retry logs a `.warning` event `"\(name) retry"` and increments
    /// `crosscut_closure_retries_total` `{closure: name}`. Async shapes sleep between attempts and
    /// honour cancellation (see ``RetryStrategy/run(isolation:onRetry:_:)``); sync shapes follow
    /// ``RetryStrategy/runSynchronously(onRetry:_:)``. While retry is switched off the closure is returned untouched.
    ///
    /// ```swift
    /// recap.loadSessions = concerns.retried("Catalog.sessions", recap.loadSessions)
    /// ```
    public func retried<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping (repeat each A) throws(Failure) -> R
    ) -> (repeat each A) throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.retry]).decorate(body)
    }

    /// Wraps a synchronous throwing `@MainActor` closure so that each call runs under the retry strategy.
    public func retried<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping @MainActor (repeat each A) throws(Failure) -> R
    ) -> @MainActor (repeat each A) throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.retry]).decorate(body)
    }

    /// Wraps an async throwing closure so that each call runs under the retry strategy.
    public func retried<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping (repeat each A) async throws(Failure) -> R
    ) -> (repeat each A) async throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.retry]).decorate(body)
    }

    /// Wraps an async throwing `@MainActor` closure so that each call runs under the retry strategy.
    public func retried<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping @MainActor (repeat each A) async throws(Failure) -> R
    ) -> @MainActor (repeat each A) async throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.retry]).decorate(body)
    }
}
