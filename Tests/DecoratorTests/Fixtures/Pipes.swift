/// A service that cannot be copied, as swift-subprocess's `InputProtocol` and `OutputProtocol` are:
/// its decorators hold it without copying and are copyable only where it is.
// @crosscut(logging, metrics, retry)
protocol Pipe: Sendable, ~Copyable {
    func write(_ text: String) async throws
    func read(upTo count: Int) throws -> String
    var capacity: Int { get }
    mutating func drain() -> Int
    func joined(with other: borrowing Self) -> String
}

/// A child of a noncopyable protocol that does not suppress `Copyable` itself: it and its
/// decorators are ordinary copyable types.
// @crosscut(logging)
protocol NamedPipe: Pipe {
    var name: String { get }
}
