/// A global actor of the test target's own.
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

/// Standard-library parents, a `where` clause, associated-type defaults, nested generics and
/// static storage.
// @crosscut(logging, metrics, caching)
protocol Token: Hashable, CustomStringConvertible, Sendable where Raw: Codable {
    associatedtype Raw: Hashable & Sendable = String
    var raw: Raw { get }
    static var prefix: String { get set }
    static subscript(index: Int) -> String { get }
    // @crosscut(cached(ttl: 0.5))
    func grouped(_ values: [[Int]]) -> [String: [Int]]
    func optional(_ value: Int?, _ forced: String!) -> Int??
    subscript<K: Hashable>(key: K) -> Raw? where K: Sendable { get }
}

/// A custom global actor, copied onto the decorators.
// @crosscut(logging, retry)
@DatabaseActor
protocol Database: Sendable {
    func query(_ sql: String) async throws -> [String]
    nonisolated var name: String { get }
}

/// A class-bound `Sendable` protocol: final-class decorators that are `Sendable` too.
// @crosscut(logging, metrics)
protocol Ticker: AnyObject, Sendable {
    func tick() -> Int
}
