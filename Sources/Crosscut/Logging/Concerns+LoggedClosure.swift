extension Concerns {
    /// Wraps a closure so that an event named `name` is logged before it runs (and/or after, with
    /// `points`); returns a closure of the same type. Sync or async, throwing or not, plain or
    /// `@MainActor`: one overload per shape, all alike. While logging is switched off the closure
    /// is returned untouched.
    ///
    /// ```swift
    /// welcome.nextPressed = concerns.logged("Welcome.nextPressed", welcome.nextPressed)
    /// reason.selected = concerns.logged("Reason.selected", at: [.before, .after], reason.selected)
    /// ```
    public func logged<each A, R>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping (repeat each A) -> R
    ) -> (repeat each A) -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }

    /// Wraps a synchronous throwing closure so that an event is logged before (and/or after) it runs.
    public func logged<each A, R, Failure: Error>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping (repeat each A) throws(Failure) -> R
    ) -> (repeat each A) throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }

    /// Wraps a synchronous `@MainActor` closure so that an event is logged before (and/or after) it runs.
    public func logged<each A, R>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping @MainActor (repeat each A) -> R
    ) -> @MainActor (repeat each A) -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }

    /// Wraps a synchronous throwing `@MainActor` closure so that an event is logged before (and/or after) it runs.
    public func logged<each A, R, Failure: Error>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping @MainActor (repeat each A) throws(Failure) -> R
    ) -> @MainActor (repeat each A) throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }

    /// Wraps an async closure so that an event is logged before (and/or after) it runs.
    public func logged<each A, R>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping (repeat each A) async -> R
    ) -> (repeat each A) async -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }

    /// Wraps an async throwing closure so that an event is logged before (and/or after) it runs.
    public func logged<each A, R, Failure: Error>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping (repeat each A) async throws(Failure) -> R
    ) -> (repeat each A) async throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }

    /// Wraps an async `@MainActor` closure so that an event is logged before (and/or after) it runs.
    public func logged<each A, R>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping @MainActor (repeat each A) async -> R
    ) -> @MainActor (repeat each A) async -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }

    /// Wraps an async throwing `@MainActor` closure so that an event is logged before (and/or after) it runs.
    public func logged<each A, R, Failure: Error>(
        _ name: String,
        at points: CallLogPoints = .before,
        level: EventLevel = .info,
        _ body: @escaping @MainActor (repeat each A) async throws(Failure) -> R
    ) -> @MainActor (repeat each A) async throws(Failure) -> R {
        ClosureDecorator(name, concerns: self, with: [.logging], logPoints: points, level: level).decorate(body)
    }
}
