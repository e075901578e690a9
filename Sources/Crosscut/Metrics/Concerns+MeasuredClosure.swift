extension Concerns {
    /// Wraps a closure so that each call is counted and timed (`crosscut_closure_calls_total`,
    /// `crosscut_closure_duration_seconds`, `crosscut_closure_errors_total`, labelled
    /// `closure: name`); returns a closure of the same type. One overload per shape, all alike.
    /// While metrics are switched off the closure is returned untouched.
    ///
    /// ```swift
    /// age.nextPressed = concerns.measured("Age.nextPressed", age.nextPressed)
    /// ```
    public func measured<each A, R>(
        _ name: String,
        _ body: @escaping (repeat each A) -> R
    ) -> (repeat each A) -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }

    /// Wraps a synchronous throwing closure so that each call is counted and timed.
    public func measured<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping (repeat each A) throws(Failure) -> R
    ) -> (repeat each A) throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }

    /// Wraps a synchronous `@MainActor` closure so that each call is counted and timed.
    public func measured<each A, R>(
        _ name: String,
        _ body: @escaping @MainActor (repeat each A) -> R
    ) -> @MainActor (repeat each A) -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }

    /// Wraps a synchronous throwing `@MainActor` closure so that each call is counted and timed.
    public func measured<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping @MainActor (repeat each A) throws(Failure) -> R
    ) -> @MainActor (repeat each A) throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }

    /// Wraps an async closure so that each call is counted and timed.
    public func measured<each A, R>(
        _ name: String,
        _ body: @escaping (repeat each A) async -> R
    ) -> (repeat each A) async -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }

    /// Wraps an async throwing closure so that each call is counted and timed.
    public func measured<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping (repeat each A) async throws(Failure) -> R
    ) -> (repeat each A) async throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }

    /// Wraps an async `@MainActor` closure so that each call is counted and timed.
    public func measured<each A, R>(
        _ name: String,
        _ body: @escaping @MainActor (repeat each A) async -> R
    ) -> @MainActor (repeat each A) async -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }

    /// Wraps an async throwing `@MainActor` closure so that each call is counted and timed.
    public func measured<each A, R, Failure: Error>(
        _ name: String,
        _ body: @escaping @MainActor (repeat each A) async throws(Failure) -> R
    ) -> @MainActor (repeat each A) async throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.metrics]).decorate(body)
    }
}
