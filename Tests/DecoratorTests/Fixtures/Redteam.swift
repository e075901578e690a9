/// Parameters named by keywords, which a call must escape as expressions but not as labels.
// @crosscut(tracing, logging, metrics, caching, retry)
protocol Keyworded {
    func labels(in: Int, for: String, `where`: Bool, `self`: Int) -> Int
    // @crosscut(cached)
    func `default`(`for` value: Int, `inout`: Int) throws -> Int
    /// Named like the decorators' own locals.
    func report(outcome: Int, start: Int, result: Int) throws -> Int
}

/// Class-bound through its `where` clause rather than its inheritance clause.
// @crosscut(logging, metrics, retry)
protocol WhereClassBound where Self: AnyObject {
    var hits: Int { get set }
    func hit() throws -> Int
}

/// A generic member over a noncopyable type, which logging cannot describe.
// @crosscut(logging, metrics, retry)
protocol Borrower {
    func measure<T: ~Copyable>(_ value: borrowing T) throws -> Int
}

/// Parameter packs, forwarded as `repeat each values`.
// @crosscut(tracing, logging, metrics, caching, retry)
protocol Packer: Sendable {
    func zip<each T: Sendable>(_ values: repeat each T, label: String) async throws -> (repeat each T)
    // @crosscut(cached(ignoring: values))
    func count<each T>(_ values: repeat each T, key: String) throws -> Int
}

/// `throws(Never)` throws nothing: no `do`/`catch`, and nothing to retry (the generator warns if
/// `retry` is asked for).
// @crosscut(tracing, logging, metrics, caching)
protocol NeverThrower {
    // @crosscut(cached)
    func answer(_ x: Int) throws(Never) -> Int
    var value: Int { get throws(Never) }
}

/// Ownership specifiers: `consuming` and `borrowing` values are copied where the decorator uses
/// them besides the call; `sending` values are given away once, so not logged and not retried.
// @crosscut(tracing, logging, metrics, caching, retry)
protocol Owner: Sendable {
    // @crosscut(cached)
    func eat(_ food: consuming String, with tool: borrowing [Int]) throws -> Int
    // @crosscut(noretry, skip(tracing))
    func send(_ box: sending Parcel) async throws -> sending Parcel
}

/// A non-Sendable value that crosses into the service with `sending`.
final class Parcel {
    var weight = 1
}

/// Overloads that differ only by their result type or effects.
// @crosscut(tracing, logging, metrics, caching, retry)
protocol Overloaded {
    // @crosscut(cached)
    func get(_ key: String) -> Int
    // @crosscut(cached)
    func get(_ key: String) -> String
    func load() throws -> Int
    func load() async throws -> Int
}

/// A parent outside any actor: its requirements stay nonisolated in the main-actor decorators.
protocol Describing {
    func describe() -> String
}

/// Isolated to the main actor, with a nonisolated parent.
// @crosscut(logging, metrics, retry)
@MainActor
protocol Screen: Describing, Sendable {
    func show() throws -> Int
}

/// A parent with a primary associated type, bound by the child to a concrete type.
protocol Listing<Item> {
    associatedtype Item
    func items() throws -> [Item]
}

/// `Item` is `String` here, so it can be part of a cache key.
// @crosscut(logging, caching)
protocol Names: Listing<String> {
    // @crosscut(cached)
    func find(_ item: Item) -> Int
}
