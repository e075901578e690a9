/// How a concern joins decorated closures: the layer it adds around a closure's calls, or why a
/// closure of that shape cannot take it.
///
/// Each concern declares it in its own folder (``Concern/retry``'s is
/// `Retry/RetryClosureLayer.swift`), and ``Concern/canonicalOrder`` derives from the one list of
/// them; a ``ClosureCall`` nests the layers of the concerns a closure gets in that order, outermost
/// first.
protocol ClosureConcern: Sendable {
    /// The concern.
    static var concern: Concern { get }

    /// The layer of the closure `site` decorates, or why a closure of its shape cannot take the
    /// concern.
    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal>
}

/// One concern's part in the calls of a decorated closure: what it adds around the rest of the call.
protocol ClosureLayer: Sendable {
    /// Runs `rest` — the inner layers, then the closure — with the concern around it.
    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R

    /// Runs `rest` with the concern around it, on the caller's isolation.
    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R
}

/// A decorated closure as its layers see it: the decorator, the call's name as a service and a
/// member, and the closure's shape.
struct ClosureSite: Sendable {
    /// The decorator's name, parts and options.
    let decorator: ClosureDecorator
    /// The call as the tracer, breaker and timeout name it: `service.member`.
    let service: String
    let member: String
    /// What the closure can fail with, and whether it is `async`.
    let shape: ClosureShape

    /// The concerns' parts.
    var concerns: Concerns { decorator.concerns }
}

/// Why a closure cannot take a concern asked for: logged as a `.warning` event
/// `"\(name) \(outcome)"` with `reason`.
struct ClosureRefusal: Error {
    /// What the closure is not, after its name in the warning: `not timed out`.
    var outcome: String
    /// Why, and what to write instead.
    var reason: String
}

extension ClosureConcern {
    /// `error` as the closure's `Failure`, which is `any Error` wherever a layer that throws errors of
    /// its own applies (the breaker's, the timeout's: ``ClosureShape/throwsAnyError``).
    static func failure<Failure: Error>(_ error: any Error) -> Failure {
        guard let failure = error as? Failure else {
            preconditionFailure("a closure whose error type is \(Failure.self) went through the \(concern)")
        }
        return failure
    }
}
