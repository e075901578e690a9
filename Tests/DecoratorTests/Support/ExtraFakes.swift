import Crosscut

struct LiveToken: Token {
    nonisolated(unsafe) static var prefix = "tok"
    var raw: String
    var description: String { "Token(\(raw))" }

    static subscript(index: Int) -> String { "\(prefix)\(index)" }

    func grouped(_ values: [[Int]]) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: values.enumerated().map { ("\($0.offset)", $0.element) })
    }

    func optional(_ value: Int?, _ forced: String!) -> Int?? { value.map { $0 + forced.count } }

    subscript<K: Hashable>(key: K) -> String? where K: Sendable { "\(raw):\(key)" }
}

@DatabaseActor
final class LiveDatabase: Database {
    private var failures = 1
    func query(_ sql: String) async throws -> [String] {
        if failures > 0 {
            failures -= 1
            throw FakeError(code: 5)
        }
        return [sql]
    }

    nonisolated var name: String { "db" }
}

final class LiveTicker: Ticker {
    private let ticks = Locked(0)
    func tick() -> Int {
        ticks.withLock {
            $0 += 1
            return $0
        }
    }
}
