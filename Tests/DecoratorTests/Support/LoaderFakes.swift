/// A `Loader` that says what it was asked for, with the type it was asked for, and counts its calls.
struct LiveLoader: Loader {
    let counter = CallCounter()

    func name<ID: Hashable & Sendable>(of id: ID) -> String {
        counter.record("name")
        return "\(ID.self) \(id)"
    }

    func describe(_ value: some Hashable & Sendable) -> String {
        counter.record("describe")
        return "\(type(of: value)) \(value)"
    }

    func load<T: Hashable & Sendable>(_ id: T) async throws -> T {
        counter.record("load")
        return id
    }

    func count<T>(of type: T.Type, in group: String) -> Int {
        counter.record("count")
        return "\(group) \(T.self)".count
    }

    func modern(_ id: Int) -> Int {
        counter.record("modern")
        return id
    }
}
