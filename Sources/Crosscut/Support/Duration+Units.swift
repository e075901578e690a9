extension Duration {
    /// The duration in milliseconds, as logged in `duration_ms` and `delay_ms`.
    @usableFromInline
    var inMilliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    /// The duration in seconds, as Prometheus, `Thread.sleep` and rates expect.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
