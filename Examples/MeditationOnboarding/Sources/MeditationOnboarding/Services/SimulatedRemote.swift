import Crosscut

/// The meditation catalog's server, simulated: every call takes a while on an injected clock,
/// and a configurable fraction of calls fails, decided by a seeded generator so runs repeat.
///
/// ```swift
/// let remote = SimulatedRemote(failureRate: 0.5, seed: 7, clock: ContinuousClock())
/// let sessions = try await remote.fetchSessions(for: .sleepBetter)
/// ```
public final class SimulatedRemote: Sendable {
    /// The fraction of calls that fail, from 0 (never) to 1 (always).
    public let failureRate: Double
    /// The shortest simulated round trip.
    public let minimumLatency: Duration
    /// How much longer than ``minimumLatency`` a round trip may take.
    public let latencySpread: Duration

    private let clock: any Clock<Duration>
    private let random: Locked<SplitMix64>
    private let callCount = Locked(0)

    /// Creates a remote that fails `failureRate` of its calls, with the sequence of failures
    /// and latencies fixed by `seed`, sleeping on `clock`.
    public init(
        failureRate: Double,
        seed: UInt64,
        clock: any Clock<Duration>,
        minimumLatency: Duration = .milliseconds(120),
        latencySpread: Duration = .milliseconds(240)
    ) {
        precondition((0...1).contains(failureRate), "failureRate must be between 0 and 1")
        self.failureRate = failureRate
        self.minimumLatency = minimumLatency
        self.latencySpread = latencySpread
        self.clock = clock
        self.random = Locked(SplitMix64(seed: seed))
    }

    /// How many calls the remote has received.
    public var calls: Int { callCount.withLock { $0 } }

    /// Fetches the sessions for `reason` after a simulated round trip, or throws
    /// ``RemoteError/unavailable`` for the calls the seed makes fail.
    public func fetchSessions(for reason: Reason) async throws -> [Session] {
        callCount.withLock { $0 += 1 }
        let (latency, fails) = random.withLock { random in
            let fraction = Double.random(in: 0..<1, using: &random)
            let roll = Double.random(in: 0..<1, using: &random)
            // Whole milliseconds, so logged durations read cleanly.
            let extra = Duration.milliseconds(Int(latencySpread / .milliseconds(1) * fraction))
            return (minimumLatency + extra, roll < failureRate)
        }
        try await clock.sleep(for: latency)
        if fails { throw RemoteError.unavailable }
        return SessionLibrary.sessions(for: reason)
    }
}

/// Why the simulated remote failed a call.
public enum RemoteError: Error, Equatable, CustomStringConvertible {
    /// The server answered 503 Service Unavailable.
    case unavailable

    /// The failure as an HTTP status line.
    public var description: String {
        switch self {
        case .unavailable: "503 Service Unavailable"
        }
    }
}
