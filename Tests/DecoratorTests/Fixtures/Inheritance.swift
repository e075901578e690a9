/// A parent protocol declared without annotation: its requirements are forwarded by the child's
/// decorators.
protocol Readable: Sendable {
    associatedtype Item: Sendable
    func read() throws -> Item
}

/// A container of a nested protocol.
enum Storage {
    /// A nested protocol inheriting from a parent in another file.
    // @crosscut(logging, retry)
    protocol Store: Readable, Writable {
        func flush() async throws
    }
}
