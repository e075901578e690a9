/// A pipe that cannot be copied: it holds what was written, failing each member's first calls as
/// `counter` says.
struct OwnedPipe: Pipe, ~Copyable {
    let counter: CallCounter
    let contents: String
    var drained = 0

    func write(_ text: String) async throws {
        try counter.call("write")
    }

    func read(upTo count: Int) throws -> String {
        try counter.call("read")
        return String(contents.prefix(count))
    }

    var capacity: Int { contents.count }

    mutating func drain() -> Int {
        drained += 1
        return drained
    }

    func joined(with other: borrowing Self) -> String { contents + other.contents }
}

/// A copyable pipe with a name.
struct SharedPipe: NamedPipe {
    let counter: CallCounter
    let name: String

    func write(_ text: String) async throws { try counter.call("write") }
    func read(upTo count: Int) throws -> String { String(name.prefix(count)) }
    var capacity: Int { name.count }
    mutating func drain() -> Int { 0 }
    func joined(with other: borrowing Self) -> String { name + other.name }
}
