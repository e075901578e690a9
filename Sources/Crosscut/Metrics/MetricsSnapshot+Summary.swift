extension MetricsSnapshot {
    /// A human-readable listing of every series, one per line, for the end of a run: counters
    /// and gauges with their value, histograms with count, p50, p90, p99 and max.
    ///
    /// ```text
    /// crosscut_call_duration_seconds{member="increase()",outcome="success",service="AgeManager"} count=3 p50=1.2ms p90=4.1ms p99=4.1ms max=4.1ms
    /// crosscut_calls_total{member="increase()",outcome="success",service="AgeManager"} 3
    /// ```
    public var summary: String {
        var lines: [(String, String)] = counters.map {
            ($0.name, "\($0.name)\(Self.labels($0.dimensions)) \($0.value)")
        }
        lines += gauges.map {
            ($0.name, "\($0.name)\(Self.labels($0.dimensions)) \(PrometheusTextFormat.number($0.value))")
        }
        for series in histograms {
            let statistics = [("p50", series.p50), ("p90", series.p90), ("p99", series.p99), ("max", series.max)]
                .map { "\($0.0)=\(Self.format($0.1 ?? .zero))" }
            lines.append(
                (
                    series.name,
                    "\(series.name)\(Self.labels(series.dimensions)) count=\(series.count) "
                        + statistics.joined(separator: " ")
                ))
        }
        return lines.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { $0.element.1 + "\n" }.joined()
    }

    private static func labels(_ dimensions: Dimensions) -> String {
        guard !dimensions.isEmpty else { return "" }
        let pairs = dimensions.map { "\($0.key)=\"\(PrometheusTextFormat.escapeLabelValue($0.value))\"" }
        return "{\(pairs.joined(separator: ","))}"
    }

    /// `duration` in the largest unit that keeps it at least 1, to one decimal: `850ns`, `12.3µs`,
    /// `4.5ms`, `1.2s`.
    static func format(_ duration: Duration) -> String {
        let seconds = PrometheusTextFormat.seconds(duration)
        let (value, unit): (Double, String) =
            switch seconds {
            case ..<1e-6: (seconds * 1e9, "ns")
            case ..<1e-3: (seconds * 1e6, "µs")
            case ..<1: (seconds * 1e3, "ms")
            default: (seconds, "s")
            }
        return PrometheusTextFormat.number((value * 10).rounded() / 10) + unit
    }
}
