// What Scripts/random-protocols.py found the generator writing code for that did not compile, each
// cut down to the protocol that shows it.

/// A main-actor `Sendable` protocol that inherits `Hashable`: under `InferIsolatedConformances` the
/// decorators' conformance to `Hashable` was inferred isolated to the main actor, which cannot stand
/// for a `Sendable` protocol's parent ("main actor-isolated conformance of 'LoggingIsolatedKey' to
/// 'Hashable' cannot satisfy conformance requirement for a 'Sendable' type parameter"); the
/// conformances are now marked `nonisolated` (Swift 6.2 and later).
// @crosscut(logging, retry)
@MainActor
protocol IsolatedKey: Sendable, Hashable {
    func ping() throws
}

/// A `nonisolated` requirement that returns `Self` wraps its result in a new decorator, whose
/// initializer was isolated to the main actor ("call to main actor-isolated initializer
/// 'init(_:concerns:)' in a synchronous nonisolated context"); it is `nonisolated` now.
// @crosscut(logging, metrics)
@MainActor
protocol IsolatedCopier: Sendable {
    nonisolated func copy() -> Self
}

/// Without a `nonisolated` requirement the initializer stays isolated: a `nonisolated` one cannot
/// store a decoratee that is not `Sendable` ("main actor-isolated property 'decoratee' can not be
/// mutated from a nonisolated context", found when the example's `AgeManager` failed to build).
// @crosscut(logging, metrics)
@MainActor
protocol IsolatedCounter: AnyObject {
    var count: Int { get set }
    func increment()
}

/// A package protocol in a file with no public one: its decorators imported the runtime with
/// `package import`, and a plain `import Crosscut` (or `import struct Crosscut.Concerns`) in another
/// file of the target made that an error in the Swift 6 language mode ("ambiguous implicit access
/// level for import of 'Crosscut'; it is imported as 'package' elsewhere"); the package import is
/// now written only under `InternalImportsByDefault`, and a plain one without it.
// @crosscut(logging)
package protocol PackageTally {
    func add(_ amount: Int) -> Int
}
