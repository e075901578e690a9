import Foundation

/// One protocol with every construct the generator forwards, and every concern.
// @crosscut(tracing, logging, metrics, caching, retry, circuitBreaker, timeout)
public protocol Everything<Element>: Sendable {
    associatedtype Element: Hashable & Sendable
    associatedtype Failure: Error
    typealias Pair = (Element, Element)

    func ping()
    // @crosscut(cached(ttl: 60))
    func fetch(_ id: Int) async throws -> Element
    // @crosscut(skip(circuitBreaker, timeout))   // a typed error can be neither's error, and it is synchronous
    func typed(value: Int) throws(Failure) -> Int
    // @crosscut(skip(circuitBreaker, timeout))   // a typed error can be neither's error
    func typedAsync() async throws(Failure) -> String
    // @crosscut(skip(tracing, circuitBreaker))   // a rethrows member cannot rethrow from inside a span or the breaker
    func map(_ transform: (Int) throws -> Int) rethrows -> [Int]
    // @crosscut(skip(timeout))   // a synchronous call cannot be timed out
    func convert<T: Sendable, U: LosslessStringConvertible>(_ value: T, to type: U.Type) throws -> U
    where T: CustomStringConvertible
    func adjust(_ value: inout Int, by delta: Int)
    func run(work: @escaping @Sendable () async -> Void, completion: () -> Void) async
    func note(_ message: @autoclosure () -> String)
    func describe(_ item: some CustomStringConvertible) -> any CustomStringConvertible
    @discardableResult func touch() -> Int
    // @crosscut(cached(ignoring: handler), skip(timeout))
    func lookup(key: String, handler: (String) -> Void) throws -> Int?
    // @crosscut(noretry, skip(timeout))
    func submit(start: Int) throws
    func pairs(_ nested: [String: [Int]]) -> [(String, Int?)]
    var name: String { get }
    // @crosscut(invalidates)
    var count: Int { get set }
    // @crosscut(cached)
    var remote: Int { get async throws }
    subscript(index: Int) -> Element? { get }
    subscript(key key: String) -> Int { get set }
    subscript<T: Hashable>(generic value: T) -> T { get }
    func make() -> Self
    static func shared() -> Int
    static var version: String { get }
    static func == (lhs: Self, rhs: Self) -> Bool
    @available(macOS 13, iOS 16, *)
    func modern() -> Int
    #if DEBUG
        func debugDump() -> String
    #else
        func releaseDump() -> String
    #endif
}
