import Crosscut
import Testing

extension MetricsTests {
    @Suite struct PrometheusTextFormatTests {
        private struct Timeout: Error {}

        @Test func exposesCountersAndHistogramsLineByLine() {
            let recorder = InMemoryMetricsRecorder(bucketBounds: [.milliseconds(1), .milliseconds(250), .seconds(1)])
            recorder.recordCall(
                service: "AgeManager", member: "increase()", outcome: .returned, duration: .microseconds(500))
            recorder.recordCall(
                service: "AgeManager", member: "increase()", outcome: .returned, duration: .milliseconds(250))
            recorder.recordCall(
                service: "AgeManager", member: "decrease()", outcome: .threw(Timeout()), duration: .seconds(2))

            let lines = recorder.prometheusText().split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            let expected = [
                "# HELP crosscut_call_duration_seconds Duration of calls through Crosscut's decorators, in seconds.",
                "# TYPE crosscut_call_duration_seconds histogram",
                #"crosscut_call_duration_seconds_bucket{member="decrease()",module="CrosscutTests",outcome="error",service="AgeManager",le="0.001"} 0"#,
                #"crosscut_call_duration_seconds_bucket{member="decrease()",module="CrosscutTests",outcome="error",service="AgeManager",le="0.25"} 0"#,
                #"crosscut_call_duration_seconds_bucket{member="decrease()",module="CrosscutTests",outcome="error",service="AgeManager",le="1"} 0"#,
                #"crosscut_call_duration_seconds_bucket{member="decrease()",module="CrosscutTests",outcome="error",service="AgeManager",le="+Inf"} 1"#,
                #"crosscut_call_duration_seconds_sum{member="decrease()",module="CrosscutTests",outcome="error",service="AgeManager"} 2"#,
                #"crosscut_call_duration_seconds_count{member="decrease()",module="CrosscutTests",outcome="error",service="AgeManager"} 1"#,
                #"crosscut_call_duration_seconds_bucket{member="increase()",module="CrosscutTests",outcome="success",service="AgeManager",le="0.001"} 1"#,
                #"crosscut_call_duration_seconds_bucket{member="increase()",module="CrosscutTests",outcome="success",service="AgeManager",le="0.25"} 2"#,
                #"crosscut_call_duration_seconds_bucket{member="increase()",module="CrosscutTests",outcome="success",service="AgeManager",le="1"} 2"#,
                #"crosscut_call_duration_seconds_bucket{member="increase()",module="CrosscutTests",outcome="success",service="AgeManager",le="+Inf"} 2"#,
                #"crosscut_call_duration_seconds_sum{member="increase()",module="CrosscutTests",outcome="success",service="AgeManager"} 0.2505"#,
                #"crosscut_call_duration_seconds_count{member="increase()",module="CrosscutTests",outcome="success",service="AgeManager"} 2"#,
                "# HELP crosscut_calls_total Calls through Crosscut's decorators, by outcome.",
                "# TYPE crosscut_calls_total counter",
                #"crosscut_calls_total{member="decrease()",module="CrosscutTests",outcome="error",service="AgeManager"} 1"#,
                #"crosscut_calls_total{member="increase()",module="CrosscutTests",outcome="success",service="AgeManager"} 2"#,
                "# HELP crosscut_errors_total Calls through Crosscut's decorators that threw, by error type.",
                "# TYPE crosscut_errors_total counter",
                #"crosscut_errors_total{error_type="Timeout",member="decrease()",module="CrosscutTests",service="AgeManager"} 1"#,
                "",
            ]
            #expect(lines.count == expected.count)
            for (line, expectedLine) in zip(lines, expected) {
                #expect(line == expectedLine)
            }
        }

        @Test func exposesGaugesWithTheLevelLastSet() {
            let recorder = InMemoryMetricsRecorder()
            recorder.setGauge(MetricName.circuitState, to: 2, dimensions: ["breaker": "Catalog"])
            recorder.setGauge(MetricName.circuitState, to: 1, dimensions: ["breaker": "Catalog"])
            recorder.setGauge(MetricName.circuitState, to: 0, dimensions: ["breaker": "Featured"])
            recorder.increment(MetricName.circuitState, by: 1, dimensions: ["breaker": "Catalog"])  // not a counter
            #expect(recorder.snapshot().gauge(MetricName.circuitState, ["breaker": "Catalog"]) == 1)
            #expect(recorder.snapshot().droppedMeasurements == 1)
            #expect(recorder.snapshot().summary.contains("crosscut_circuit_state{breaker=\"Featured\"} 0\n"))
            #expect(
                recorder.prometheusText() == """
                    # HELP crosscut_circuit_state State of Crosscut's circuit breakers: 0 closed, 1 half-open, 2 open.
                    # TYPE crosscut_circuit_state gauge
                    crosscut_circuit_state{breaker="Catalog"} 1
                    crosscut_circuit_state{breaker="Featured"} 0

                    """)
        }

        @Test func escapesLabelValuesAndHelpAndSanitizesNames() {
            let recorder = InMemoryMetricsRecorder(
                bucketBounds: [], descriptions: ["app.logins_total": "Logins \\ sign-ins\nby \"kind\"."])
            recorder.increment(
                "app.logins_total", by: 3, dimensions: ["error.type": "a\\b \"quoted\"\nnext", "2nd": "ok"])
            recorder.record("9lives_duration_seconds", duration: .nanoseconds(1_500), dimensions: [:])

            let lines = recorder.prometheusText().split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            #expect(
                lines == [
                    "# HELP _9lives_duration_seconds Duration histogram _9lives_duration_seconds, in seconds.",
                    "# TYPE _9lives_duration_seconds histogram",
                    #"_9lives_duration_seconds_bucket{le="+Inf"} 1"#,
                    "_9lives_duration_seconds_sum 1.5e-06",
                    "_9lives_duration_seconds_count 1",
                    #"# HELP app_logins_total Logins \\ sign-ins\nby "kind"."#,
                    "# TYPE app_logins_total counter",
                    #"app_logins_total{_2nd="ok",error_type="a\\b \"quoted\"\nnext"} 3"#,
                    "",
                ])
        }

        @Test func helpAndTypeAppearOncePerNameWithOverflowSeriesAmongTheSeries() {
            let recorder = InMemoryMetricsRecorder(seriesLimit: 2)
            for user in ["ann", "bob", "cyd", "dee"] {
                recorder.increment("visits_total", by: 1, dimensions: ["user": user])
            }
            let lines = recorder.prometheusText().split(separator: "\n").map(String.init)
            #expect(
                lines == [
                    "# HELP visits_total Counter visits_total.",
                    "# TYPE visits_total counter",
                    #"visits_total{overflow="true"} 2"#,
                    #"visits_total{user="ann"} 1"#,
                    #"visits_total{user="bob"} 1"#,
                ])
        }

        @Test func aRepeatedOrReservedLabelNameKeepsTheExpositionValid() {
            let recorder = InMemoryMetricsRecorder(bucketBounds: [.seconds(1)])
            recorder.increment("a_total", by: 1, dimensions: ["k": "first", "k": "second"])
            recorder.record("b_duration_seconds", duration: .seconds(2), dimensions: ["le": "mine", "x": "y"])
            let lines = recorder.prometheusText().split(separator: "\n").map(String.init)
            #expect(lines.contains(#"a_total{k="first",k_2="second"} 1"#))
            #expect(lines.contains(#"b_duration_seconds_bucket{le_2="mine",x="y",le="1"} 0"#))
            #expect(lines.contains(#"b_duration_seconds_bucket{le_2="mine",x="y",le="+Inf"} 1"#))
            #expect(lines.contains(#"b_duration_seconds_sum{le_2="mine",x="y"} 2"#))
        }

        @Test func bucketBoundsGiveDistinctTruthfulIncreasingLeLabels() throws {
            let eon = Duration.seconds(1_000_000_000)  // 31 years: seconds in a Double miss a nanosecond
            let recorder = InMemoryMetricsRecorder(bucketBounds: [
                eon + .nanoseconds(1), .milliseconds(1), .seconds(-1), .zero, eon,
                Duration(secondsComponent: 0, attosecondsComponent: 1_500_000_000),  // 1.5 ns
            ])
            let durations: [Duration] = [.seconds(-1), .zero, .nanoseconds(1), .milliseconds(1), eon, eon * 3]
            for duration in durations { recorder.record("wait_seconds", duration: duration, dimensions: [:]) }
            let text = recorder.prometheusText()
            _ = try PrometheusPage(text)  // no repeated series

            let buckets = text.split(separator: "\n").compactMap { line -> (le: String, count: Int)? in
                guard line.hasPrefix(#"wait_seconds_bucket{le=""#), let space = line.lastIndex(of: " ") else {
                    return nil
                }
                let le = line.dropFirst(#"wait_seconds_bucket{le=""#.count).prefix { $0 != "\"" }
                return (String(le), Int(line[line.index(after: space)...]) ?? -1)
            }
            let bounds = try buckets.dropLast().map { try #require(Double($0.le)) }
            #expect(buckets.map(\.le) == ["0", "1e-09", "0.001", "1000000000", "+Inf"])
            #expect(bounds == bounds.sorted() && Set(bounds).count == bounds.count)
            // Each bucket counts the durations at most its label (a negative one counting as zero).
            let seconds = durations.map { max(PrometheusTextFormat.seconds($0), 0) }
            for (bucket, bound) in zip(buckets, bounds) {
                #expect(bucket.count == seconds.filter { $0 <= bound }.count, "le=\(bucket.le)")
            }
            #expect(buckets.last?.count == durations.count)
            #expect(recorder.bucketBounds == [.zero, .nanoseconds(1), .milliseconds(1), eon])
        }

        @Test func emptyRecorderExposesNothing() {
            #expect(InMemoryMetricsRecorder().prometheusText() == "")
        }

        @Test func formatsNumbersAsPrometheusDoes() {
            #expect(PrometheusTextFormat.number(1) == "1")
            #expect(PrometheusTextFormat.number(0.25) == "0.25")
            #expect(PrometheusTextFormat.number(0.0001) == "0.0001")
            #expect(PrometheusTextFormat.number(.infinity) == "+Inf")
            #expect(PrometheusTextFormat.number(-.infinity) == "-Inf")
            #expect(PrometheusTextFormat.number(.nan) == "NaN")
            #expect(PrometheusTextFormat.seconds(.milliseconds(2_500)) == 2.5)
            #expect(PrometheusTextFormat.labelName("error.type") == "error_type")
            #expect(PrometheusTextFormat.metricName("a:b-c") == "a:b_c")
            #expect(PrometheusTextFormat.labelName("a:b") == "a_b")
            #expect(PrometheusTextFormat.escapeLabelValue("\\\"\n") == #"\\\"\n"#)
        }

        @Test func defaultBucketsCoverTypicalCallDurations() {
            let recorder = InMemoryMetricsRecorder()
            recorder.record("x_duration_seconds", duration: .milliseconds(3), dimensions: [:])
            let text = recorder.prometheusText()
            #expect(text.contains(#"x_duration_seconds_bucket{le="0.0001"} 0"#))
            #expect(text.contains(#"x_duration_seconds_bucket{le="0.0025"} 0"#))
            #expect(text.contains(#"x_duration_seconds_bucket{le="0.005"} 1"#))
            #expect(text.contains(#"x_duration_seconds_bucket{le="10"} 1"#))
            #expect(text.contains(#"x_duration_seconds_bucket{le="+Inf"} 1"#))
        }
    }
}
