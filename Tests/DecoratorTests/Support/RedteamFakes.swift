/// Adds its arguments.
struct LiveKeyworded: Keyworded {
    func labels(in: Int, for: String, `where`: Bool, `self`: Int) -> Int {
        `in` + `for`.count + (`where` ? 1 : 0) + `self`
    }

    func `default`(`for` value: Int, `inout`: Int) throws -> Int { value * `inout` }

    func report(outcome: Int, start: Int, result: Int) throws -> Int { outcome + start + result }
}

/// Counts its hits.
final class LiveWhereClassBound: WhereClassBound {
    var hits = 0

    func hit() throws -> Int {
        hits += 1
        return hits
    }
}

/// A noncopyable value.
struct Ticket: ~Copyable {
    var number: Int
}

/// Reads nothing from the value; answers its size.
struct LiveBorrower: Borrower {
    func measure<T: ~Copyable>(_ value: borrowing T) throws -> Int { MemoryLayout<T>.size }
}

/// Answers its values; counts them.
struct LivePacker: Packer {
    func zip<each T: Sendable>(_ values: repeat each T, label: String) async throws -> (repeat each T) {
        (repeat each values)
    }

    func count<each T>(_ values: repeat each T, key: String) throws -> Int {
        var count = 0
        for _ in repeat each values { count += 1 }
        return count
    }
}

/// Doubles.
struct LiveNeverThrower: NeverThrower {
    func answer(_ x: Int) throws(Never) -> Int { x * 2 }
    var value: Int { 7 }
}

/// Counts characters and tools; makes parcels heavier.
struct LiveOwner: Owner {
    func eat(_ food: consuming String, with tool: borrowing [Int]) throws -> Int { food.count + tool.count }

    func send(_ box: sending Parcel) async throws -> sending Parcel {
        box.weight += 1
        return box
    }
}

/// Answers by type; sync and async loads differ.
struct LiveOverloaded: Overloaded {
    func get(_ key: String) -> Int { key.count }
    func get(_ key: String) -> String { key.uppercased() }
    func load() throws -> Int { 1 }
    func load() async throws -> Int { 2 }
}

/// Shows once; describes itself from any isolation.
@MainActor
final class LiveScreen: Screen {
    private(set) var shown = 0

    func show() throws -> Int {
        shown += 1
        return shown
    }

    nonisolated func describe() -> String { "screen" }
}

/// Finds names by length.
struct LiveNames: Names {
    func items() throws -> [String] { ["a", "bb"] }
    func find(_ item: String) -> Int { item.count }
}
