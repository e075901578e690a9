import Crosscut
import Testing

extension MetricsTests {
    @Suite struct InMemoryMetricsRecorderTests {
        private struct Timeout: Error {}

        @Test func manyTasksRecordingAtOnceLoseNothing() async throws {
            let recorder = InMemoryMetricsRecorder()
            let members = ["a()", "b()", "c()", "d()"]
            // Reading while 64 tasks write. A snapshot is atomic, and each task counts a call before it
            // times it: so at most one call per task is counted but not yet timed.
            async let reading: Void = concurrently(tasks: 1, repetitions: 50) { _, _ in
                let snapshot = recorder.snapshot()
                let calls = snapshot.counters.filter { $0.name == MetricName.calls }.reduce(0) { $0 + $1.value }
                let timed = snapshot.histograms.reduce(0) { $0 + $1.count }
                #expect(calls >= timed && calls <= timed + 64)
                #expect(!recorder.prometheusText().isEmpty || calls == 0)
            }
            await concurrently(tasks: 64, repetitions: 500) { task, iteration in
                let member = members[(task + iteration) % members.count]
                let outcome: CallOutcome = iteration % 5 == 0 ? .threw(Timeout()) : .returned
                recorder.recordCall(
                    service: "Stress", member: member, outcome: outcome, duration: .milliseconds(iteration % 7 + 1))
                recorder.increment("stress_events_total", by: 2, dimensions: [:])
            }
            await reading
            let snapshot = recorder.snapshot()
            #expect(snapshot.counter("stress_events_total") == 64 * 500 * 2)
            // Every (task, iteration) pair maps to one member and one outcome; count the expectation the same way.
            var expectedCalls: [String: Int] = [:]
            var expectedMilliseconds: [String: Int64] = [:]
            for task in 0..<64 {
                for iteration in 0..<500 {
                    let key = members[(task + iteration) % members.count] + (iteration % 5 == 0 ? " error" : " success")
                    expectedCalls[key, default: 0] += 1
                    expectedMilliseconds[key, default: 0] += Int64(iteration % 7 + 1)
                }
            }
            for member in members {
                for outcome in ["success", "error"] {
                    let dimensions: Dimensions = [
                        "module": "CrosscutTests", "service": "Stress", "member": member, "outcome": outcome,
                    ]
                    let key = "\(member) \(outcome)"
                    #expect(snapshot.counter(MetricName.calls, dimensions) == expectedCalls[key])
                    let histogram = try #require(snapshot.histogram(MetricName.callDuration, dimensions))
                    #expect(histogram.count == expectedCalls[key])
                    #expect(histogram.sum == .milliseconds(expectedMilliseconds[key] ?? 0))
                    #expect(histogram.max == .milliseconds(7))
                }
                let errors: Dimensions = [
                    "module": "CrosscutTests", "service": "Stress", "member": member, "error_type": "Timeout",
                ]
                #expect(snapshot.counter(MetricName.errors, errors) == expectedCalls["\(member) error"])
            }
            #expect(snapshot.droppedMeasurements == 0)
        }

        @Test func dimensionsInAnyOrderAreOneSeries() {
            let recorder = InMemoryMetricsRecorder()
            recorder.increment("hits_total", by: 1, dimensions: ["b": "2", "a": "1"])
            recorder.increment("hits_total", by: 4, dimensions: ["a": "1", "b": "2"])
            let snapshot = recorder.snapshot()
            #expect(
                snapshot.counters == [CounterSnapshot(name: "hits_total", dimensions: ["a": "1", "b": "2"], value: 5)])
            #expect(snapshot.counter("hits_total", ["b": "2", "a": "1"]) == 5)
        }

        @Test func snapshotListsSeriesSortedWithExactValues() throws {
            let recorder = InMemoryMetricsRecorder(bucketBounds: [
                .milliseconds(10), .milliseconds(1), .milliseconds(10),
            ])
            #expect(recorder.bucketBounds == [.milliseconds(1), .milliseconds(10)])
            recorder.increment("z_total", by: 1, dimensions: [:])
            recorder.increment("a_total", by: 3, dimensions: ["k": "y"])
            recorder.increment("a_total", by: 2, dimensions: ["k": "x"])
            for milliseconds in [1, 1, 5, 10, 11, 400] {
                recorder.record("work_duration_seconds", duration: .milliseconds(milliseconds), dimensions: ["k": "v"])
            }
            let snapshot = recorder.snapshot()
            #expect(snapshot.counters.map(\.name) == ["a_total", "a_total", "z_total"])
            #expect(snapshot.counters.map(\.value) == [2, 3, 1])
            let histogram = try #require(snapshot.histograms.first)
            #expect(snapshot.histograms.count == 1)
            #expect(histogram.name == "work_duration_seconds")
            #expect(histogram.dimensions == ["k": "v"])
            #expect(histogram.count == 6)
            #expect(histogram.sum == .milliseconds(428))
            #expect(histogram.max == .milliseconds(400))
            #expect(
                histogram.buckets == [
                    .init(upperBound: .milliseconds(1), cumulativeCount: 2),
                    .init(upperBound: .milliseconds(10), cumulativeCount: 4),
                ])
            let median = try #require(histogram.p50)
            #expect(abs((median - .milliseconds(5)) / .milliseconds(5)) <= LatencyHistogram.relativeErrorBound)
            #expect(histogram.p99 == .milliseconds(400))
            #expect(snapshot.histogram("work_duration_seconds", ["k": "v"]) == histogram)
            #expect(snapshot.counter("missing_total") == nil)
        }

        @Test func snapshotIsAValueThatLaterRecordingsDoNotChange() {
            let recorder = InMemoryMetricsRecorder()
            recorder.increment("a_total", by: 1, dimensions: [:])
            recorder.record("a_duration_seconds", duration: .seconds(1), dimensions: [:])
            let before = recorder.snapshot()
            recorder.increment("a_total", by: 1, dimensions: [:])
            recorder.record("a_duration_seconds", duration: .seconds(1), dimensions: [:])
            #expect(before.counter("a_total") == 1)
            #expect(before.histogram("a_duration_seconds")?.count == 1)
            #expect(recorder.snapshot().counter("a_total") == 2)
            recorder.reset()
            #expect(recorder.snapshot() == MetricsSnapshot())
        }

        @Test func seriesPastTheLimitFoldIntoOneOverflowSeriesPerName() {
            let recorder = InMemoryMetricsRecorder(seriesLimit: 3)
            for user in 0..<5 {
                recorder.increment("logins_total", by: 1, dimensions: ["user": "u\(user)"])
            }
            recorder.increment("logins_total", by: 10, dimensions: ["user": "u0"])
            recorder.record("load_duration_seconds", duration: .seconds(1), dimensions: ["user": "u9"])
            recorder.record("load_duration_seconds", duration: .seconds(3), dimensions: ["user": "u8"])

            let snapshot = recorder.snapshot()
            #expect(snapshot.counter("logins_total", ["user": "u0"]) == 11)
            #expect(snapshot.counter("logins_total", ["user": "u2"]) == 1)
            #expect(snapshot.counter("logins_total", ["user": "u3"]) == nil)
            #expect(snapshot.counter("logins_total", ["overflow": "true"]) == 2)
            #expect(snapshot.histogram("load_duration_seconds", ["overflow": "true"])?.count == 2)
            #expect(snapshot.histogram("load_duration_seconds", ["overflow": "true"])?.sum == .seconds(4))
            #expect(snapshot.counters.count == 4)
            #expect(snapshot.histograms.count == 1)
            #expect(snapshot.droppedMeasurements == 0)
        }

        @Test func aSeriesOfItsOwnLabelledOverflowNeverMergesWithTheOverflowSeries() {
            let recorder = InMemoryMetricsRecorder(seriesLimit: 3)
            recorder.increment("logins_total", by: 5, dimensions: ["overflow": "true"])
            recorder.increment("logins_total", by: 4, dimensions: ["overflow_2": "true"])
            recorder.increment("logins_total", by: 1, dimensions: ["user": "u0"])
            recorder.increment("logins_total", by: 1, dimensions: ["user": "u1"])  // past the limit
            recorder.counter("logins_total", dimensions: ["user": "u2"]).increment(by: 1)
            recorder.increment("logins_total", by: 1, dimensions: ["overflow": "true"])  // its own series

            let snapshot = recorder.snapshot()
            #expect(snapshot.counter("logins_total", ["overflow": "true"]) == 6)
            #expect(snapshot.counter("logins_total", ["overflow_2": "true"]) == 4)
            #expect(snapshot.counter("logins_total", ["overflow_3": "true"]) == 2)
            #expect(snapshot.counters.count == 4)
            #expect(throws: Never.self) { try PrometheusPage(recorder.prometheusText()) }
        }

        @Test func memoryStaysBoundedWhateverTheCardinality() {
            let recorder = InMemoryMetricsRecorder(seriesLimit: 10)
            for index in 0..<5_000 {
                recorder.increment("name\(index % 50)_total", by: 1, dimensions: ["id": "\(index)"])
                recorder.record(
                    "op\(index % 50)_duration_seconds", duration: .milliseconds(1), dimensions: ["id": "\(index)"])
            }
            let snapshot = recorder.snapshot()
            #expect(snapshot.counters.count + snapshot.histograms.count == 20)
            let kept = snapshot.counters.reduce(0) { $0 + $1.value } + snapshot.histograms.reduce(0) { $0 + $1.count }
            #expect(kept + snapshot.droppedMeasurements == 10_000)
            #expect(snapshot.droppedMeasurements > 0)
        }

        @Test func negativeIncrementsAndKindConflictsAreDroppedAndCounted() {
            let recorder = InMemoryMetricsRecorder()
            recorder.increment("a_total", by: 2, dimensions: [:])
            recorder.increment("a_total", by: -1, dimensions: [:])
            recorder.record("a_total", duration: .seconds(1), dimensions: ["other": "series"])
            recorder.increment("b_total", by: .max, dimensions: [:])
            recorder.increment("b_total", by: 1, dimensions: [:])
            let snapshot = recorder.snapshot()
            #expect(snapshot.counter("a_total") == 2)
            #expect(snapshot.counter("b_total") == .max)
            #expect(snapshot.histograms.isEmpty)
            #expect(snapshot.droppedMeasurements == 2)
        }

        @Test func aHistogramNameCannotBecomeACounter() {
            let recorder = InMemoryMetricsRecorder()
            recorder.record("a_duration_seconds", duration: .seconds(1), dimensions: [:])
            recorder.increment("a_duration_seconds", by: 1, dimensions: ["k": "v"])
            let snapshot = recorder.snapshot()
            #expect(snapshot.counters.isEmpty)
            #expect(snapshot.histogram("a_duration_seconds")?.count == 1)
            #expect(snapshot.droppedMeasurements == 1)
        }

        @Test func noopRecorderAcceptsEverything() {
            let recorder: any MetricsRecorder = NoopMetricsRecorder()
            recorder.recordCall(service: "S", member: "m()", outcome: .returned, duration: .seconds(1))
            recorder.increment("a_total", by: 1, dimensions: [:])
        }
    }
}
