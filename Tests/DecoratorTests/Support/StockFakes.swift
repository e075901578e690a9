import Crosscut

/// A `Stock` that counts its calls: 10 of every item until a delivery adds to it.
final class LiveStock: Stock {
    let counter = CallCounter()
    private let received = Locked([String: Int]())

    func count(of item: String, in warehouse: String) async throws -> Int {
        counter.record("count")
        return 10 + received.withLock { $0[item] ?? 0 }
    }

    func items(in warehouse: String) async -> [String] {
        counter.record("items")
        return ["tea", "rice"]
    }

    var warehouses: [String] {
        get async throws {
            counter.record("warehouses")
            return ["north", "south"]
        }
    }

    func receive(_ quantity: Int, of item: String) async throws {
        received.withLock { $0[item, default: 0] += quantity }
    }
}
