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
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
    }

    /// A stopwatch on the system's `ContinuousClock`.
    public static var continuous: Stopwatch { Stopwatch(clock: ContinuousClock()) }

    /// The time elapsed since the stopwatch was created.
    @inlinable
    public func now() -> Duration { read() }

    @usableFromInline
    func read() -> Duration { elapsed() }
}
