/// Reads elapsed time from a `Clock`, so decorators time calls through one concrete type
/// whatever clock the Composer injected.
///
/// ```swift
/// let stopwatch = Stopwatch(clock: ContinuousClock())
/// let start = stopwatch.now()
/// // ... the work ...
/// let elapsed = stopwatch.now() - start
/// ```
public struct Stopwatch: Sendable {
    private let elapsed: @Sendable () -> Duration

    /// Creates a stopwatch that reads `clock`; `now()` is measured from this moment.
    public init<C: Clock>(clock: C) where C.Duration == Duration {
        // The common clock gets a closure that calls it directly rather than through `Clock`'s
        // witnesses: about half the instructions of a read.
        elapsed = clock is ContinuousClock ? Self.continuousElapsed() : Self.elapsed(on: clock)
    }

    /// A stopwatch on the system's `ContinuousClock`.
    public static var continuous: Stopwatch { Stopwatch(clock: ContinuousClock()) }

    /// The time elapsed since the stopwatch was created.
    @inlinable
    public func now() -> Duration { read() }

    @usableFromInline
    func read() -> Duration { elapsed() }

    private static func continuousElapsed() -> @Sendable () -> Duration {
        let origin = ContinuousClock.now
        return { origin.duration(to: .now) }
    }

    private static func elapsed<C: Clock>(on clock: C) -> @Sendable () -> Duration where C.Duration == Duration {
        let origin = clock.now
        return { origin.duration(to: clock.now) }
    }
}
