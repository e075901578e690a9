/// Where retry jitter draws its random numbers: the system generator, or a seeded one so that
/// tests see exact delays.
///
/// A source is a `Sendable` value that shares its generator between copies, so that a strategy
/// value stays `Sendable` and successive draws (also from concurrent calls) continue one sequence.
///
/// ```swift
/// let strategy = RetryStrategy(jitter: .full, randomSource: .seeded(42))
/// ```
public struct RandomSource: RandomNumberGenerator, Sendable {
    private let draw: @Sendable () -> UInt64

    /// Draws from `generator`; copies of the source share it, behind a lock.
    public init(_ generator: some RandomNumberGenerator & Sendable) {
        let shared = Locked(generator)
        draw = { shared.withLock { $0.next() } }
    }

    /// The system's random number generator.
    public static var system: RandomSource { RandomSource(SystemRandomNumberGenerator()) }

    /// A ``SplitMix64`` generator seeded with `seed`: the same seed gives the same sequence.
    public static func seeded(_ seed: UInt64) -> RandomSource { RandomSource(SplitMix64(seed: seed)) }

    /// The next 64 random bits.
    public func next() -> UInt64 { draw() }

    /// A fraction in `0..<1` from the next 53 random bits: `Double(next() >> 11) / 2^53`.
    func fraction() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// `lower + (upper - lower) * fraction()`: a duration in `lower...upper` (or `upper` itself when
    /// it is not above `lower`).
    func duration(in lower: Duration, _ upper: Duration) -> Duration {
        guard upper > lower else { return max(lower, upper) }
        return lower + (upper - lower) * fraction()
    }
}
