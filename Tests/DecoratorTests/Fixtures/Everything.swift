import Foundation

/// One protocol with every construct the generator forwards, and every concern.
// @crosscut(tracing, logging, metrics, authorization(requires: "everything.use"), validation, caching, retry, concurrencyLimit(16), circuitBreaker, timeout)
public protocol Everything<Element>: Sendable {
    associatedtype Element: Hashable & Sendable
    associatedtype Failure: Error
    typealias Pair = (Element, Element)

    // @crosscut(skip(authorization))
    func ping()
    // @crosscut(cached(ttl: 60), validate(id: 0...))
    func fetch(_ id: Int) async throws -> Element
    // @crosscut(skip(authorization, concurrencyLimit, circuitBreaker, timeout))   // its typed error can carry none of the runtime's errors, and it is synchronous
    func typed(value: Int) throws(Failure) -> Int
    // @crosscut(skip(authorization, concurrencyLimit, circuitBreaker, timeout))   // its typed error can carry none of the runtime's errors
    func typedAsync() async throws(Failure) -> String
    // @crosscut(skip(tracing, authorization, circuitBreaker))   // a rethrows member can neither rethrow from inside a span or the breaker nor throw AccessDenied
    func map(_ transform: (Int) throws -> Int) rethrows -> [Int]
    // @crosscut(skip(concurrencyLimit, timeout))   // a synchronous call can neither wait for a place nor be timed out
    func convert<T: Sendable, U: LosslessStringConvertible>(_ value: T, to type: U.Type) throws -> U
    where T: CustomStringConvertible
    // @crosscut(skip(authorization))
    func adjust(_ value: inout Int, by delta: Int)
    // @crosscut(skip(authorization))
    func run(work: @escaping @Sendable () async -> Void, completion: () -> Void) async
    // @crosscut(skip(authorization))
    func note(_ message: @autoclosure () -> String)
    // @crosscut(skip(authorization))
    func describe(_ item: some CustomStringConvertible) -> any CustomStringConvertible
    // @crosscut(skip(authorization))
    @discardableResult func touch() -> Int
    // @crosscut(cached(ignoring: handler), skip(concurrencyLimit, timeout), validate(key: nonEmpty, count(...64), returns: 0...))
    func lookup(key: String, handler: (String) -> Void) throws -> Int?
    // @crosscut(noretry, skip(concurrencyLimit, timeout), requires: "everything.submit", validate(start: 1...))
    func submit(start: Int) throws
    // @crosscut(skip(authorization))
    func pairs(_ nested: [String: [Int]]) -> [(String, Int?)]
    // @crosscut(skip(authorization))
    var name: String { get }
    // @crosscut(invalidates, skip(authorization))   // a setter cannot throw AccessDenied
    var count: Int { get set }
    // @crosscut(cached, validate(returns: 0..<1_000))
    var remote: Int { get async throws }
    // @crosscut(skip(authorization))
    subscript(index: Int) -> Element? { get }
    // @crosscut(skip(authorization))
    subscript(key key: String) -> Int { get set }
    // @crosscut(skip(authorization))
    subscript<T: Hashable>(generic value: T) -> T { get }
    // @crosscut(skip(authorization))
    func make() -> Self
    // @crosscut(skip(authorization))
    static func shared() -> Int
    // @crosscut(skip(authorization))
    static var version: String { get }
    // @crosscut(skip(authorization))
    static func == (lhs: Self, rhs: Self) -> Bool
    // @crosscut(skip(authorization))
    @available(macOS 13, iOS 16, *)
    func modern() -> Int
    #if DEBUG
        // @crosscut(skip(authorization))
        func debugDump() -> String
    #else
        // @crosscut(skip(authorization))
        func releaseDump() -> String
    #endif
}
