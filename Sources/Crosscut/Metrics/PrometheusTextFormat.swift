/// Renders a ``MetricsSnapshot`` in the Prometheus text exposition format (version 0.0.4), for a
/// `/metrics` endpoint or a file read by node_exporter's textfile collector.
///
/// Each metric name gets one `# HELP` and one `# TYPE` line, then its series. Counters are
/// `counter`s, gauges `gauge`s; duration histograms are `histogram`s in seconds, with cumulative
/// `_bucket{le="…"}` lines ending in `le="+Inf"`, then `_sum` and `_count`. Characters that
/// Prometheus does not allow in metric and label names (such as the `.` of `error.type`) become
/// `_`, and a label name keeps one of its leading underscores (`__` starts the names Prometheus
/// reserves); label values escape backslash, double quote and newline.
///
/// ```text
/// # HELP crosscut_calls_total Calls through Crosscut's decorators, by outcome.
/// # TYPE crosscut_calls_total counter
/// crosscut_calls_total{member="increase()",outcome="success",service="AgeManager"} 3
/// ```
///
/// A scraper rejects the whole page when a family has two `TYPE`s, a series repeats a label name
/// or two series are alike, so names that would collide are kept apart, the same way every time:
///
/// - Metrics: a name that is valid as it is keeps it; the others, in the order of their names, take
///   the first of `name`, `name_2`, `name_3`, … that no other metric uses. A histogram `x` also uses
///   `x_bucket`, `x_sum` and `x_count`. So with a counter `dup.name` and a histogram `dup_name`, the
///   histogram is `dup_name` and the counter `dup_name_2`.
/// - Labels, within one metric: the same rule, so `a.b` beside `a_b` is written `a_b_2`; a key
///   repeated in one series is written `k`, then `k_2`; and a histogram's own label `le` is `le_2`.
public enum PrometheusTextFormat {
    /// The exposition of `snapshot`; `descriptions` gives the `# HELP` text by metric name.
    public static func render(_ snapshot: MetricsSnapshot, descriptions: [String: String] = MetricName.descriptions)
        -> String
    {
        var families: [Family.ID: Family] = [:]
        for counter in snapshot.counters {
            families[Family.ID(name: counter.name, kind: .counter), default: Family()].counters.append(counter)
        }
        for series in snapshot.histograms {
            families[Family.ID(name: series.name, kind: .histogram), default: Family()].histograms.append(series)
        }
        for gauge in snapshot.gauges {
            families[Family.ID(name: gauge.name, kind: .gauge), default: Family()].gauges.append(gauge)
        }
        let names = exposedNames(of: Array(families.keys))
        var text = ""
        for (id, name) in names.sorted(by: { $0.value < $1.value }) {
            guard let family = families[id] else { continue }
            let labelNames = exposedLabelNames(of: family, kind: id.kind)
            switch id.kind {
            case .counter:
                let help = descriptions[id.name] ?? "Counter \(name)."
                text += header(name, type: "counter", help: help)
                for counter in family.counters {
                    text += "\(name)\(labels(counter.dimensions, named: labelNames)) \(counter.value)\n"
                }
            case .histogram:
                let help = descriptions[id.name] ?? "Duration histogram \(name), in seconds."
                text += header(name, type: "histogram", help: help)
                for series in family.histograms { text += lines(of: series, named: name, labelNames: labelNames) }
            case .gauge:
                text += header(name, type: "gauge", help: descriptions[id.name] ?? "Gauge \(name).")
                for gauge in family.gauges {
                    text += "\(name)\(labels(gauge.dimensions, named: labelNames)) \(number(gauge.value))\n"
                }
            }
        }
        return text
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

    /// `name` with every character outside `[a-zA-Z0-9_]` replaced by `_`, `_` put before a
    /// leading digit, and leading underscores cut to one, since Prometheus reserves label names
    /// that start with `__`: `error.type` becomes `error_type`, `__name__` becomes `_name__`.
    public static func labelName(_ name: String) -> String {
        let sanitized = sanitized(name, allowingColon: false)
        guard sanitized.hasPrefix("__") else { return sanitized }
        return "_" + sanitized.drop { $0 == "_" }
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
        duration.inSeconds
    }

    /// The `le` label of a bucket whose upper bound is `bound`: the bound in seconds.
    static func bucketLabel(_ bound: Duration) -> String {
        number(seconds(bound))
    }

    private static func header(_ name: String, type: String, help: String) -> String {
        "# HELP \(name) \(escapeHelp(help))\n# TYPE \(name) \(type)\n"
    }

    private static func lines(of series: HistogramSnapshot, named name: String, labelNames: [Label: String]) -> String {
        var lines = ""
        for bucket in series.buckets {
            let bound = bucketLabel(bucket.upperBound)
            lines +=
                "\(name)_bucket\(labels(series.dimensions, named: labelNames, le: bound)) \(bucket.cumulativeCount)\n"
        }
        lines += "\(name)_bucket\(labels(series.dimensions, named: labelNames, le: "+Inf")) \(series.count)\n"
        lines += "\(name)_sum\(labels(series.dimensions, named: labelNames)) \(number(seconds(series.sum)))\n"
        lines += "\(name)_count\(labels(series.dimensions, named: labelNames)) \(series.count)\n"
        return lines
    }

    /// `{key="value",…}` with `le` last, or nothing when there are no labels.
    private static func labels(_ dimensions: Dimensions, named names: [Label: String], le: String? = nil) -> String {
        var pairs: [String] = []
        for (label, value) in Label.occurrences(in: dimensions) {
            pairs.append("\(names[label] ?? labelName(label.key))=\"\(escapeLabelValue(value))\"")
        }
        if let le { pairs.append("le=\"\(le)\"") }
        return pairs.isEmpty ? "" : "{\(pairs.joined(separator: ","))}"
    }

    // MARK: - Names kept apart

    /// The series of one metric.
    private struct Family {
        /// A metric as recorded: its name and its kind. Two metrics of one name and different kinds
        /// are two families.
        struct ID: Hashable {
            var name: String
            var kind: Kind
        }

        enum Kind: Int, Hashable {
            case counter, histogram, gauge
        }

        var counters: [CounterSnapshot] = []
        var histograms: [HistogramSnapshot] = []
        var gauges: [GaugeSnapshot] = []

        /// The dimensions of every series.
        var dimensions: [Dimensions] {
            counters.map(\.dimensions) + histograms.map(\.dimensions) + gauges.map(\.dimensions)
        }
    }

    /// A label of a series: its key as recorded and which occurrence of that key in the series it is
    /// (1 for the first), so that a repeated key is a label of its own.
    private struct Label: Hashable {
        var key: String
        var occurrence: Int

        /// Every label of `dimensions`, in order, with its value.
        static func occurrences(in dimensions: Dimensions) -> [(label: Label, value: String)] {
            var seen: [String: Int] = [:]
            return dimensions.map { pair in
                seen[pair.key, default: 0] += 1
                return (Label(key: pair.key, occurrence: seen[pair.key] ?? 1), pair.value)
            }
        }
    }

    /// The name each family is exposed under, all distinct, and no family's name or sample name
    /// another's sample name.
    private static func exposedNames(of families: [Family.ID]) -> [Family.ID: String] {
        let ordered = families.sorted { lhs, rhs in
            let (left, right) = (metricName(lhs.name) == lhs.name ? 0 : 1, metricName(rhs.name) == rhs.name ? 0 : 1)
            return (left, lhs.name, lhs.kind.rawValue) < (right, rhs.name, rhs.kind.rawValue)
        }
        var names = DistinctNames()
        var exposed: [Family.ID: String] = [:]
        for family in ordered {
            exposed[family] = names.claim(metricName(family.name)) { name in
                family.kind == .histogram ? [name, name + "_bucket", name + "_sum", name + "_count"] : [name]
            }
        }
        return exposed
    }

    /// The name each label of `family`'s series is exposed under, distinct within the family.
    private static func exposedLabelNames(of family: Family, kind: Family.Kind) -> [Label: String] {
        var labels = Set<Label>()
        for dimensions in family.dimensions {
            labels.formUnion(Label.occurrences(in: dimensions).map(\.label))
        }
        let ordered = labels.sorted { lhs, rhs in
            let (left, right) = (isPlainLabel(lhs) ? 0 : 1, isPlainLabel(rhs) ? 0 : 1)
            return (left, lhs.key, lhs.occurrence) < (right, rhs.key, rhs.occurrence)
        }
        var names = DistinctNames(reserving: kind == .histogram ? ["le"] : [])
        var exposed: [Label: String] = [:]
        for label in ordered { exposed[label] = names.claim(labelName(label.key)) }
        return exposed
    }

    /// Whether `label` is the first of its key, and the key a valid label name as it is.
    private static func isPlainLabel(_ label: Label) -> Bool {
        label.occurrence == 1 && labelName(label.key) == label.key
    }

    /// Hands out names no two alike: the name asked for when it is free, otherwise the first free of
    /// `name_2`, `name_3`, …
    private struct DistinctNames {
        private var taken: Set<String>

        init(reserving reserved: Set<String> = []) {
            taken = reserved
        }

        /// The first of `base`, `base_2`, `base_3`, … none of whose `uses` is taken; takes them.
        mutating func claim(_ base: String, uses: (String) -> [String] = { [$0] }) -> String {
            var name = base
            var suffix = 1
            while uses(name).contains(where: taken.contains) {
                suffix += 1
                name = "\(base)_\(suffix)"
            }
            taken.formUnion(uses(name))
            return name
        }
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
