/// Renders a ``MetricsSnapshot`` in the Prometheus text exposition format (version 0.0.4), for a
/// `/metrics` endpoint or a file read by node_exporter's textfile collector.
///
/// Each metric name gets one `# HELP` and one `# TYPE` line, then its series. Counters are
/// `counter`s; duration histograms are `histogram`s in seconds, with cumulative
/// `_bucket{le="…"}` lines ending in `le="+Inf"`, then `_sum` and `_count`. Characters that
/// Prometheus does not allow in metric and label names (such as the `.` of `error.type`) become
/// `_`; label values escape backslash, double quote and newline.
///
/// ```text
/// # HELP crosscut_calls_total Calls through Crosscut's decorators, by outcome.
/// # TYPE crosscut_calls_total counter
/// crosscut_calls_total{member="increase()",outcome="success",service="AgeManager"} 3
/// ```
public enum PrometheusTextFormat {
    /// The exposition of `snapshot`; `descriptions` gives the `# HELP` text by metric name.
    public static func render(_ snapshot: MetricsSnapshot, descriptions: [String: String] = MetricName.descriptions)
        -> String
    {
        var families: [String: [String]] = [:]
        for counter in snapshot.counters {
            let name = metricName(counter.name)
            if families[name] == nil {
                families[name] = header(name, type: "counter", help: descriptions[counter.name] ?? "Counter \(name).")
            }
            families[name]?.append("\(name)\(labels(counter.dimensions)) \(counter.value)")
        }
        for series in snapshot.histograms {
            let name = metricName(series.name)
            if families[name] == nil {
                let help = descriptions[series.name] ?? "Duration histogram \(name), in seconds."
                families[name] = header(name, type: "histogram", help: help)
            }
            families[name]?.append(contentsOf: lines(of: series, named: name))
        }
        return families.keys.sorted().flatMap { families[$0] ?? [] }.map { $0 + "\n" }.joined()
    }

    /// `value` escaped for a label value: backslash, double quote and newline.
    public static func escapeLabelValue(_ value: String) -> String {
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// `text` escaped for a `# HELP` line: backslash and newline.
    public static func escapeHelp(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("\n", with: "\\n")
    }

    /// `name` with every character outside `[a-zA-Z0-9_:]` replaced by `_`, and `_` put before a
    /// leading digit.
    public static func metricName(_ name: String) -> String {
        sanitized(name, allowingColon: true)
    }

    /// `name` with every character outside `[a-zA-Z0-9_]` replaced by `_`, and `_` put before a
    /// leading digit: `error.type` becomes `error_type`.
    public static func labelName(_ name: String) -> String {
        sanitized(name, allowingColon: false)
    }

    /// `value` as Prometheus writes numbers: integers without a fraction, `+Inf`, `-Inf`, `NaN`.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `duration` in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    private static func header(_ name: String, type: String, help: String) -> [String] {
        ["# HELP \(name) \(escapeHelp(help))", "# TYPE \(name) \(type)"]
    }

    private static func lines(of series: HistogramSnapshot, named name: String) -> [String] {
        let dimensions = Dimensions(series.dimensions.filter { labelName($0.key) != "le" })
        var lines = series.buckets.map { bucket in
            let bound = number(seconds(bucket.upperBound))
            return "\(name)_bucket\(labels(dimensions, le: bound)) \(bucket.cumulativeCount)"
        }
        lines.append("\(name)_bucket\(labels(dimensions, le: "+Inf")) \(series.count)")
        lines.append("\(name)_sum\(labels(dimensions)) \(number(seconds(series.sum)))")
        lines.append("\(name)_count\(labels(dimensions)) \(series.count)")
        return lines
    }

    /// `{key="value",…}` with `le` last, or nothing when there are no labels; a repeated label name
    /// keeps its first value.
    private static func labels(_ dimensions: Dimensions, le: String? = nil) -> String {
        var seen: Set<String> = []
        var pairs: [String] = []
        for dimension in dimensions {
            let key = labelName(dimension.key)
            guard seen.insert(key).inserted else { continue }
            pairs.append("\(key)=\"\(escapeLabelValue(dimension.value))\"")
        }
        if let le { pairs.append("le=\"\(le)\"") }
        return pairs.isEmpty ? "" : "{\(pairs.joined(separator: ","))}"
    }

    private static func sanitized(_ name: String, allowingColon: Bool) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let allowed =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || (allowingColon && scalar == ":")
            result.unicodeScalars.append(allowed ? scalar : "_")
        }
        if result.isEmpty || ("0"..."9").contains(result.unicodeScalars.first!) { result = "_" + result }
        return result
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
