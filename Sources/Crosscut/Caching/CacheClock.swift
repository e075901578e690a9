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
/// On the continuous clock (the default) a reading is one `clock_gettime` call, without building a
/// `Duration` or calling through a closure; an injected clock (a manual clock in tests) is read
/// through `Clock` and converted.
///
/// On Linux the continuous clock is read coarsely, as memcached and the kernel's own timers date
/// their entries: `CLOCK_MONOTONIC_COARSE` is the time of the last scheduler tick, a few
/// nanoseconds to read where the precise clock costs 20–40 (a hit's largest cost), at the tick's
/// resolution (1–10 ms, far below any time to live a cache is given). Unlike `ContinuousClock`, it
/// does not advance while the system is suspended, which servers never are.
@usableFromInline
struct CacheClock: Sendable {
    /// The injected clock's reading, or `nil` for the system's continuous clock.
    @usableFromInline let injected: (@Sendable () -> Int64)?

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        if clock is ContinuousClock, Self.readsSystemClock {
            injected = nil
        } else {
            let origin = clock.now
            injected = { Self.nanoseconds(origin.duration(to: clock.now)) }
        }
    }

    /// Nanoseconds since an arbitrary origin, fixed for the store's lifetime.
    @inlinable
    func now() -> Int64 {
        guard let injected else { return Self.systemNow() }
        return injected()
    }

    /// `duration` in nanoseconds, saturating at the bounds of `Int64` (about 292 years).
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (total, sumOverflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return sumOverflow ? (whole < 0 ? .min : .max) : total
    }

    /// Whether ``systemNow()`` reads a clock on this system.
    static var readsSystemClock: Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            return true
        #else
            return false
        #endif
    }

    /// The system's continuous clock, in nanoseconds: coarsely on Linux (see above).
    @inlinable
    static func systemNow() -> Int64 {
        #if canImport(Darwin)
            return Int64(clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW))
        #elseif canImport(Glibc) || canImport(Musl)
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
            return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
        #else
            preconditionFailure("CacheClock reads the system clock only where readsSystemClock is true")
        #endif
    }
}
