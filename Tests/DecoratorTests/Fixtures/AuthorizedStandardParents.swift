/// A statement that encodes itself, behind authorization: an encoded statement shows everything it
/// holds, so its `encode(to:)` is checked as its members are; its description is left open.
// @crosscut(logging, authorization(requires: "orders.read", open: CustomStringConvertible))
public protocol Statement: Encodable, CustomStringConvertible, Sendable {
    func balance() throws -> Int
}

/// Two entries and their total.
public struct LiveStatement: Statement {
    public var entries = [3, 4]

    public init() {}

    public var description: String { "a statement of \(entries.count) entries" }

    public func balance() -> Int { entries.reduce(0, +) }
}

/// A feed of entries, behind authorization: each `next()` hands out an entry, so each is checked.
// @crosscut(authorization(requires: "orders.read"))
protocol EntryFeed: AsyncIteratorProtocol where Element == Int {}

/// The entries left to hand out.
struct LiveEntryFeed: EntryFeed {
    var left: [Int]

    mutating func next() async throws -> Int? {
        left.isEmpty ? nil : left.removeFirst()
    }
}
