#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The time an ``InMemoryCacheStore`` dates its entries by: nanoseconds on its clock, so that a
/// hit's freshness check is one clock read and one integer comparison.
///
/// On the continuous clock (the default) a reading is one `clock_gettime` call, on the clock the
/// system's `ContinuousClock` reads, without building a `Duration`; an injected clock (a manual
/// clock in tests) is read through `Clock` and converted.
@usableFromInline
struct CacheClock: Sendable {
    @usableFromInline let read: @Sendable () -> Int64

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        if clock is ContinuousClock, let read = Self.systemContinuousTime {
            self.read = read
        } else {
            let origin = clock.now
            read = { Self.nanoseconds(origin.duration(to: clock.now)) }
        }
    }

    /// Nanoseconds since an arbitrary origin, fixed for the store's lifetime.
    @inlinable
    func now() -> Int64 { read() }

    /// `duration` in nanoseconds, saturating at the bounds of `Int64` (about 292 years).
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (total, sumOverflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return sumOverflow ? (whole < 0 ? .min : .max) : total
    }

    /// Reads the clock `ContinuousClock` reads — it goes on while the system sleeps, so entries
    /// expire across a sleep — or `nil` where it is not known.
    private static var systemContinuousTime: (@Sendable () -> Int64)? {
        #if canImport(Darwin)
            return { Int64(clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)) }
        #elseif canImport(Glibc) || canImport(Musl)
            return {
                var time = timespec()
                clock_gettime(CLOCK_BOOTTIME, &time)
                return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
            }
        #else
            return nil
        #endif
    }
}
