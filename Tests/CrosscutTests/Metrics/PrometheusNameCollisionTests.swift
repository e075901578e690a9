import Crosscut
import Testing

extension MetricsTests {
    /// Names and labels that sanitise to one Prometheus name are kept apart: a scraper rejects a
    /// whole page over one family with two `TYPE`s, a repeated label name or a repeated series.
    @Suite struct PrometheusNameCollisionTests {
        /// A counter and a histogram whose names collide once exposed, and the names they get.
        struct Collision: Sendable, CustomTestStringConvertible {
            var counter: String
            var histogram: String
            var exposedCounter: String
            var exposedHistogram: String
            var testDescription: String { "counter \(counter), histogram \(histogram)" }
        }

        // The name that needs no sanitising keeps it, and so does the first in order of names; the
        // other takes the first free suffix. A histogram also claims its `_count` sample's name.
        @Test(
            "A counter and a histogram whose names collide get families of their own",
            arguments: [
                Collision(
                    counter: "dup.name", histogram: "dup_name", exposedCounter: "dup_name_2",
                    exposedHistogram: "dup_name"),
                Collision(
                    counter: "latency_count", histogram: "latency", exposedCounter: "latency_count_2",
                    exposedHistogram: "latency"),
            ])
        func collidingFamilies(collision: Collision) throws {
            let recorder = InMemoryMetricsRecorder(bucketBounds: [.seconds(1)])
            recorder.increment(collision.counter, by: 3, dimensions: [:])
            recorder.record(collision.histogram, duration: .seconds(2), dimensions: [:])

            let page = try PrometheusPage(recorder.prometheusText())
            #expect(page.types == [collision.exposedHistogram: "histogram", collision.exposedCounter: "counter"])
            #expect(page.value(of: collision.exposedCounter) == "3")
            #expect(page.value(of: collision.exposedHistogram + "_count") == "1")
        }

        @Test func labelsThatSanitiseAlikeOnOneSeriesKeepTheirValues() throws {
            let recorder = InMemoryMetricsRecorder(bucketBounds: [.seconds(1)])
            recorder.increment("logins_total", by: 1, dimensions: ["a.b": "dotted", "a_b": "plain"])
            recorder.record("login_seconds", duration: .seconds(2), dimensions: ["a-b": "dashed", "a_b": "plain"])

            let page = try PrometheusPage(recorder.prometheusText())
            #expect(page.value(of: "logins_total", ["a_b": "plain", "a_b_2": "dotted"]) == "1")
            #expect(page.value(of: "login_seconds_count", ["a_b": "plain", "a_b_2": "dashed"]) == "1")
        }

        @Test func seriesThatDifferOnlyInLabelsThatSanitiseAlikeStayDistinct() throws {
            let recorder = InMemoryMetricsRecorder()
            recorder.increment("requests_total", by: 1, dimensions: ["a.b": "x"])
            recorder.increment("requests_total", by: 2, dimensions: ["a_b": "x"])

            let page = try PrometheusPage(recorder.prometheusText())
            #expect(page.value(of: "requests_total", ["a_b": "x"]) == "2")
            #expect(page.value(of: "requests_total", ["a_b_2": "x"]) == "1")
        }

        @Test func aRepeatedLabelAndAHistogramsOwnLeLabelKeepEveryValue() throws {
            let recorder = InMemoryMetricsRecorder(bucketBounds: [.seconds(1)])
            recorder.increment("a_total", by: 1, dimensions: ["k": "first", "k": "second"])
            recorder.increment("a_total", by: 2, dimensions: ["k": "first", "k": "third"])
            recorder.record("b_duration_seconds", duration: .seconds(2), dimensions: ["le": "mine", "x": "y"])
            recorder.record("b_duration_seconds", duration: .seconds(2), dimensions: ["le": "yours", "x": "y"])

            let page = try PrometheusPage(recorder.prometheusText())
            #expect(page.value(of: "a_total", ["k": "first", "k_2": "second"]) == "1")
            #expect(page.value(of: "a_total", ["k": "first", "k_2": "third"]) == "2")
            #expect(page.value(of: "b_duration_seconds_bucket", ["le_2": "mine", "x": "y", "le": "+Inf"]) == "1")
            #expect(page.value(of: "b_duration_seconds_sum", ["le_2": "yours", "x": "y"]) == "2")
        }

        @Test func labelsNamedOrSanitisedAsReservedNamesGetValidDistinctNames() throws {
            let recorder = InMemoryMetricsRecorder(bucketBounds: [.seconds(1)])
            let dimensions: Dimensions = ["__name__": "mine", "_.x": "dotted", "__x": "reserved", "_x": "plain"]
            recorder.increment("requests_total", by: 1, dimensions: dimensions)
            recorder.record("request_seconds", duration: .seconds(2), dimensions: dimensions)

            let page = try PrometheusPage(recorder.prometheusText())
            let exposed = ["_name__": "mine", "_x": "plain", "_x_2": "dotted", "_x_3": "reserved"]
            #expect(page.value(of: "requests_total", exposed) == "1")
            #expect(page.value(of: "request_seconds_count", exposed) == "1")
        }

        @Test func anyMixOfCollidingNamesAndLabelsGivesAValidPage() throws {
            var random = SplitMix64(seed: 12)
            let pieces = [
                "a", "b", "a.b", "a_b", "a-b", "1a", "_a", "__a", "_.a", "a:b", "le", "__name__", "a_count", "a_sum",
                "a_bucket",
            ]
            for _ in 0..<50 {
                let recorder = InMemoryMetricsRecorder(bucketBounds: [.seconds(1)])
                for _ in 0..<12 {
                    let name = pieces.randomElement(using: &random)!
                    var dimensions: Dimensions = [:]
                    for _ in 0..<Int.random(in: 0...3, using: &random) {
                        dimensions.append(
                            pieces.randomElement(using: &random)!, ["x", "y"].randomElement(using: &random)!)
                    }
                    if Bool.random(using: &random) {
                        recorder.increment(name, by: 1, dimensions: dimensions)
                    } else {
                        recorder.record(name, duration: .seconds(2), dimensions: dimensions)
                    }
                }
                let text = recorder.prometheusText()
                #expect(throws: Never.self, "\(text)") { try PrometheusPage(text) }
                #expect(PrometheusTextFormat.render(recorder.snapshot()) == text)
            }
        }
    }
}

/// A Prometheus text page (format 0.0.4), parsed as a scraper would and rejected for what makes a
/// scraper reject it: a family with two `TYPE`s or whose lines are not together, a sample of no
/// declared family, an invalid or reserved name, a repeated label name in a series, or a repeated
/// series.
struct PrometheusPage {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    struct Series: Hashable {
        var name: String
        var labels: [String: String]
    }

    /// Each family's type, by name.
    private(set) var types: [String: String] = [:]
    private(set) var values: [Series: String] = [:]

    init(_ text: String) throws {
        var family: (name: String, type: String)?
        var helped: Set<String> = []
        for line in text.split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ", maxSplits: 3).map(String.init)
            if line.hasPrefix("# HELP ") {
                guard helped.insert(words[2]).inserted else { throw Problem(description: "second HELP: \(line)") }
            } else if line.hasPrefix("# TYPE ") {
                let name = words[2]
                guard Self.isMetricName(name) else { throw Problem(description: "invalid name: \(line)") }
                guard types[name] == nil else { throw Problem(description: "second TYPE: \(line)") }
                types[name] = words[3]
                family = (name, words[3])
            } else {
                let series = try Self.series(line)
                guard let family, Self.belongs(series.series.name, to: family) else {
                    throw Problem(description: "sample outside its family: \(line)")
                }
                guard values.updateValue(series.value, forKey: series.series) == nil else {
                    throw Problem(description: "repeated series: \(line)")
                }
            }
        }
    }

    /// The value of the series `name` with exactly `labels`.
    func value(of name: String, _ labels: [String: String] = [:]) -> String? {
        values[Series(name: name, labels: labels)]
    }

    private static func belongs(_ sample: String, to family: (name: String, type: String)) -> Bool {
        family.type == "histogram"
            ? ["_bucket", "_sum", "_count"].contains { sample == family.name + $0 } : sample == family.name
    }

    private static func series(_ line: String) throws -> (series: Series, value: String) {
        var rest = Substring(line)
        let name = String(rest.prefix { $0 != "{" && $0 != " " })
        guard isMetricName(name) else { throw Problem(description: "invalid name: \(line)") }
        rest = rest.dropFirst(name.count)
        var labels: [String: String] = [:]
        if rest.first == "{" {
            rest = rest.dropFirst()
            while rest.first != "}" {
                let label = String(rest.prefix { $0 != "=" })
                guard isLabelName(label) else { throw Problem(description: "invalid label name \(label): \(line)") }
                rest = rest.dropFirst(label.count)
                guard rest.hasPrefix("=\"") else { throw Problem(description: "no label value: \(line)") }
                rest = rest.dropFirst(2)
                var value = ""
                while let character = rest.popFirst(), character != "\"" {
                    if character == "\\" {
                        guard let escaped = rest.popFirst() else { throw Problem(description: "bad escape: \(line)") }
                        value.append(escaped == "n" ? "\n" : escaped)
                    } else {
                        value.append(character)
                    }
                }
                guard labels.updateValue(value, forKey: label) == nil else {
                    throw Problem(description: "repeated label name \(label): \(line)")
                }
                if rest.first == "," { rest = rest.dropFirst() }
            }
            rest = rest.dropFirst()
        }
        guard rest.first == " ", !rest.dropFirst().isEmpty else { throw Problem(description: "no value: \(line)") }
        return (Series(name: name, labels: labels), String(rest.dropFirst()))
    }

    private static func isMetricName(_ name: String) -> Bool {
        isName(name, allowing: ":")
    }

    /// A label name that Prometheus does not reserve (those that start with `__`).
    private static func isLabelName(_ name: String) -> Bool {
        isName(name, allowing: "") && !name.hasPrefix("__")
    }

    /// `[a-zA-Z_<extra>][a-zA-Z0-9_<extra>]*`.
    private static func isName(_ name: String, allowing extra: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || extra.contains($0) }
    }
}
