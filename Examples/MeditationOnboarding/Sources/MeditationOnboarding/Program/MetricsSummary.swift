import Foundation

/// The table the program ends with: per decorated member, its calls, errors, refusals, retries, cache hits
/// and misses, and latency percentiles; then how each circuit breaker changed state, if one did.
public struct MetricsSummary: Sendable, Equatable {
    /// One decorated member's figures.
    public struct Row: Sendable, Equatable {
        /// The member, for example `MeditationCatalog.sessions(for:)`.
        public var name: String
        /// Calls through the metrics decorator.
        public var calls = 0
        /// Calls that threw (after any retries), refusals aside.
        public var errors = 0
        /// Calls refused before they reached the service: denied by authorization, or invalid.
        public var refused = 0
        /// Retries the retrying decorator made.
        public var retries = 0
        /// Calls the cache answered.
        public var cacheHits = 0
        /// Calls the cache did not answer.
        public var cacheMisses = 0
        /// Latency percentiles in seconds (p50, p90, p99, max), when calls were timed.
        public var latency: Latency?

        /// Creates a row with no figures yet.
        public init(name: String) { self.name = name }
    }

    /// Latency percentiles, in seconds.
    public struct Latency: Sendable, Equatable {
        /// The median.
        public var p50: Double
        /// The 90th percentile.
        public var p90: Double
        /// The 99th percentile.
        public var p99: Double
        /// The slowest call.
        public var max: Double

        /// Creates percentiles.
        public init(p50: Double, p90: Double, p99: Double, max: Double) {
            self.p50 = p50
            self.p90 = p90
            self.p99 = p99
            self.max = max
        }
    }

    /// How often a circuit breaker went from one state to another.
    public struct CircuitChange: Sendable, Equatable {
        /// The breaker's name, for example `MeditationCatalog`.
        public var breaker: String
        /// The state it left, for example `closed`.
        public var from: String
        /// The state it entered, for example `open`.
        public var to: String
        /// How many times.
        public var count: Int

        /// Creates a change.
        public init(breaker: String, from: String, to: String, count: Int) {
            self.breaker = breaker
            self.from = from
            self.to = to
            self.count = count
        }
    }

    /// The rows, by member name.
    public var rows: [Row]
    /// The circuit breakers' state changes, in the order they were first counted.
    public var circuitChanges: [CircuitChange]
    /// How many calls reached the simulated remote.
    public var remoteCalls: Int
    /// The seed that fixed the remote's failures and latencies.
    public var seed: UInt64

    /// Creates a summary.
    public init(rows: [Row], circuitChanges: [CircuitChange] = [], remoteCalls: Int, seed: UInt64) {
        self.rows = rows
        self.circuitChanges = circuitChanges
        self.remoteCalls = remoteCalls
        self.seed = seed
    }

    /// The summary as a table.
    public var text: String {
        let title = "Metrics (seed \(seed); calls that reached the remote: \(remoteCalls))"
        guard !rows.isEmpty else { return title + "\nNo decorated calls were made." }
        let header = ["member", "calls", "errors", "refused", "retries", "cache hit/miss", "p50", "p90", "p99", "max"]
        let body = rows.map { row in
            [
                row.name, String(row.calls), String(row.errors), String(row.refused), String(row.retries),
                row.cacheHits + row.cacheMisses == 0 ? "-" : "\(row.cacheHits)/\(row.cacheMisses)",
                Self.milliseconds(row.latency?.p50), Self.milliseconds(row.latency?.p90),
                Self.milliseconds(row.latency?.p99), Self.milliseconds(row.latency?.max),
            ]
        }
        let table = [header] + body
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        let lines = table.map { cells in
            cells.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            .joined(separator: "  ")
        }
        let changes = circuitChanges.map { "circuit \($0.breaker): \($0.from) → \($0.to) ×\($0.count)" }
        return ([title] + lines + changes).joined(separator: "\n")
    }

    private static func milliseconds(_ seconds: Double?) -> String {
        guard let seconds else { return "-" }
        let tenths = (seconds * 10_000).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10) ms"
    }
}
