extension Duration {
    /// The duration in milliseconds to the microsecond, as logged in `duration_ms` and `delay_ms`:
    /// finer digits are noise in a log line.
    @usableFromInline
    var inMilliseconds: Double {
        let (seconds, attoseconds) = components
        let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
        return microseconds.rounded() / 1_000
    }

    /// The duration in seconds, as Prometheus, `Thread.sleep` and rates expect.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
