import Crosscut

/// Counts the calls that reach it, so tests can see which a denial stopped.
struct CountingOrders: Orders {
    let counter = CallCounter()

    func order(id: Int) async throws -> String {
        try counter.call("order")
        return "order \(id)"
    }

    func place(_ item: String, password: String) async throws -> Int {
        try counter.call("place")
        return 7
    }

    func count() throws -> Int {
        try counter.call("count")
        return 3
    }

    func status() -> String { "open" }
}

extension Caller {
    /// A caller who may read orders.
    static let reader = Caller(id: "reader-1", roles: ["orders.read"])
    /// A caller who may read and place orders.
    static let clerk = Caller(id: "clerk-1", roles: ["orders.read", "orders.write"])
    /// A caller who may do nothing.
    static let visitor = Caller(id: "visitor-1")
}
