import Crosscut

/// Implements every construct of ``Everything`` simply, so tests can see each forwarded call.
struct LiveEverything: Everything, Equatable {
    typealias Element = String
    typealias Failure = FakeError

    let counter: CallCounter
    var count = 0
    var storage: [String: Int] = [:]

    static func == (lhs: LiveEverything, rhs: LiveEverything) -> Bool { lhs.count == rhs.count }

    func ping() { counter.record("ping") }

    func fetch(_ id: Int) async throws -> String {
        try counter.call("fetch")
        return "item \(id)"
    }

    func typed(value: Int) throws(FakeError) -> Int {
        try counter.call("typed")
        return value * 2
    }

    func typedAsync() async throws(FakeError) -> String {
        try counter.call("typedAsync")
        return "typed"
    }

    func map(_ transform: (Int) throws -> Int) rethrows -> [Int] { try [1, 2, 3].map(transform) }

    func convert<T: Sendable, U: LosslessStringConvertible>(_ value: T, to type: U.Type) throws -> U
    where T: CustomStringConvertible {
        guard let converted = U(value.description) else { throw FakeError(code: 3) }
        return converted
    }

    func adjust(_ value: inout Int, by delta: Int) { value += delta }

    func run(work: @escaping @Sendable () async -> Void, completion: () -> Void) async {
        await work()
        completion()
    }

    func note(_ message: @autoclosure () -> String) { counter.record("note:" + message()) }

    func describe(_ item: some CustomStringConvertible) -> any CustomStringConvertible { "<\(item)>" }

    func touch() -> Int {
        counter.record("touch")
        return 1
    }

    func lookup(key: String, handler: (String) -> Void) throws -> Int? {
        try counter.call("lookup")
        handler(key)
        return key.count
    }

    func submit(start: Int) throws { try counter.call("submit") }

    func pairs(_ nested: [String: [Int]]) -> [(String, Int?)] {
        nested.keys.sorted().map { ($0, nested[$0]?.first) }
    }

    var name: String { "everything" }

    var remote: Int {
        get async throws {
            try counter.call("remote")
            return 42
        }
    }

    subscript(index: Int) -> String? { index == 0 ? "zero" : nil }

    subscript(key key: String) -> Int {
        get { storage[key] ?? 0 }
        set { storage[key] = newValue }
    }

    subscript<T: Hashable>(generic value: T) -> T { value }

    func make() -> LiveEverything { LiveEverything(counter: counter, count: count + 100) }

    static func shared() -> Int { 5 }

    static var version: String { "1.0" }

    func modern() -> Int { 13 }

    func debugDump() -> String { "debug" }

    func releaseDump() -> String { "release" }
}
