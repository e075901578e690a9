extension InMemoryMetricsRecorder {
    /// `bounds` as the bucket bounds of a duration histogram, whose Prometheus `le` labels are then
    /// distinct, truthful and increasing:
    ///
    /// - A negative bound is dropped: no duration is below zero (a negative one counts as zero).
    /// - A bound is resolved to whole nanoseconds, truncated, and at most `Int64.max` nanoseconds,
    ///   as every duration recorded is.
    /// - The bounds are sorted, and of bounds whose `le` labels read alike (a nanosecond apart past
    ///   about 100 days, where seconds in a `Double` no longer tell them apart) the first is kept.
    static func bucketBounds(normalizing bounds: [Duration]) -> [Duration] {
        let nanoseconds = Set(bounds.filter { $0 >= .zero }.map(LatencyHistogram.nanoseconds(of:))).sorted()
        var normalized: [Duration] = []
        var lastLabel: String?
        for bound in nanoseconds.map(Duration.nanoseconds) {
            let label = PrometheusTextFormat.bucketLabel(bound)
            guard label != lastLabel else { continue }
            normalized.append(bound)
            lastLabel = label
        }
        return normalized
    }
}
