import Crosscut
import Foundation
import Testing

extension MetricsTests {
    /// Handles resolved once record exactly what recording by name records.
    @Suite struct MetricHandleTests {
        private struct Offline: Error {}
        private struct Timeout: Error {}

        /// The same calls, once by name and once through a handle.
        private static let outcomes: [(CallOutcome, Duration)] = [
            (.returned, .milliseconds(3)), (.threw(Offline()), .milliseconds(40)),
            (.returned, .microseconds(700)), (.threw(Timeout()), .seconds(2)), (.threw(Offline()), .zero),
        ]

        @Test func aCallHandleRecordsWhatRecordCallRecords() {
            let byName = InMemoryMetricsRecorder()
            let byHandle = InMemoryMetricsRecorder()
            let handle = byHandle.callMetrics(service: "Catalog", member: "sessions(for:)")
            for (outcome, duration) in Self.outcomes {
                byName.recordCall(service: "Catalog", member: "sessions(for:)", outcome: outcome, duration: duration)
                handle.record(outcome, duration: duration)
            }
            #expect(byHandle.snapshot() == byName.snapshot())
            #expect(
                byHandle.snapshot().counter(
                    MetricName.errors,
                    [
                        "module": "CrosscutTests", "service": "Catalog", "member": "sessions(for:)",
                        "error_type": "Offline",
                    ]) == 2
            )
        }

        @Test func aHandleCreatesNoSeriesUntilItRecords() {
            let recorder = InMemoryMetricsRecorder()
            let handle = recorder.callMetrics(service: "Catalog", member: "refresh()")
            _ = recorder.counter(MetricName.retries, dimensions: ["module": "CrosscutTests", "service": "Catalog"])
            #expect(recorder.snapshot() == MetricsSnapshot())
            handle.record(.returned, duration: .seconds(1))
            #expect(recorder.snapshot().counters.map(\.name) == [MetricName.calls])
        }

        @Test func aClosureHandleRecordsUnderTheClosureMetrics() {
            let recorder = InMemoryMetricsRecorder()
            recorder.callMetrics(for: .closure("Age.nextPressed")).record(.threw(Offline()), duration: .seconds(1))
            let snapshot = recorder.snapshot()
            #expect(snapshot.counter(MetricName.closureCalls, ["closure": "Age.nextPressed", "outcome": "error"]) == 1)
            #expect(
                snapshot.counter(MetricName.closureErrors, ["closure": "Age.nextPressed", "error_type": "Offline"]) == 1
            )
            #expect(
                snapshot.histogram(MetricName.closureDuration, ["closure": "Age.nextPressed", "outcome": "error"])?.sum
                    == .seconds(1))
        }

        @Test func aCounterHandleAddsToTheSeriesIncrementAddsTo() {
            let recorder = InMemoryMetricsRecorder()
            let hits = recorder.counter(
                MetricName.cacheRequests, dimensions: ["result": "hit", "module": "CrosscutTests", "service": "S"])
            hits.increment(by: 2)
            recorder.increment(
                MetricName.cacheRequests, by: 1,
                dimensions: ["module": "CrosscutTests", "service": "S", "result": "hit"])
            hits.increment(by: -1)
            let snapshot = recorder.snapshot()
            #expect(
                snapshot.counter(
                    MetricName.cacheRequests, ["module": "CrosscutTests", "service": "S", "result": "hit"]) == 3)
            #expect(snapshot.droppedMeasurements == 1)
        }

        @Test func handlesKeepRecordingAfterAReset() {
            let recorder = InMemoryMetricsRecorder()
            let calls = recorder.callMetrics(service: "S", member: "m()")
            let counter = recorder.counter("n_total", dimensions: [:])
            calls.record(.returned, duration: .seconds(1))
            counter.increment(by: 5)
            recorder.reset()
            #expect(recorder.snapshot() == MetricsSnapshot())
            calls.record(.returned, duration: .seconds(2))
            counter.increment(by: 1)
            let snapshot = recorder.snapshot()
            #expect(
                snapshot.counter(
                    MetricName.calls,
                    ["module": "CrosscutTests", "service": "S", "member": "m()", "outcome": "success"]) == 1)
            #expect(
                snapshot.histogram(
                    MetricName.callDuration,
                    ["module": "CrosscutTests", "service": "S", "member": "m()", "outcome": "success"])?
                    .sum == .seconds(2))
            #expect(snapshot.counter("n_total") == 1)
        }

        @Test func handlesPastTheSeriesLimitFoldIntoOverflowAsRecordingByNameDoes() {
            let byName = InMemoryMetricsRecorder(seriesLimit: 3)
            let byHandle = InMemoryMetricsRecorder(seriesLimit: 3)
            for member in ["a()", "b()", "c()", "d()"] {
                byName.recordCall(service: "S", member: member, outcome: .threw(Offline()), duration: .seconds(1))
                byHandle.callMetrics(service: "S", member: member).record(.threw(Offline()), duration: .seconds(1))
            }
            #expect(byHandle.snapshot() == byName.snapshot())
            #expect(byHandle.snapshot().counter(MetricName.calls, ["overflow": "true"]) != nil)
        }

        /// A recorder keeps twice `seriesLimit` slots; handles made past that record by name, and
        /// record what recording by name records.
        @Test func handlesMadePastTheSlotLimitRecordWhatRecordingByNameRecords() {
            let byName = InMemoryMetricsRecorder(seriesLimit: 2)
            let byHandle = InMemoryMetricsRecorder(seriesLimit: 2)
            for index in 0..<100 {
                let member = "m\(index % 7)()"
                byName.recordCall(service: "S", member: member, outcome: .returned, duration: .seconds(1))
                byHandle.callMetrics(service: "S", member: member).record(.returned, duration: .seconds(1))
            }
            #expect(byHandle.snapshot() == byName.snapshot())
            let total = byHandle.snapshot().counters.filter { $0.name == MetricName.calls }.map(\.value).reduce(0, +)
            #expect(total == 100)
        }

        @Test func aRecorderWithOnlyTheSimpleRequirementsGetsEveryCallThroughTheDefaultHandles() {
            let recorder = SpyRecorder()
            recorder.callMetrics(service: "S", member: "m()").record(.threw(Offline()), duration: .seconds(1))
            recorder.counter("hits_total", dimensions: ["service": "S"]).increment(by: 4)
            #expect(
                recorder.calls.withLock { $0 } == [
                    "increment crosscut_calls_total 1 member=m(),module=CrosscutTests,outcome=error,service=S",
                    "record crosscut_call_duration_seconds 1.0 seconds member=m(),module=CrosscutTests,outcome=error,service=S",
                    "increment crosscut_errors_total 1 error_type=Offline,member=m(),module=CrosscutTests,service=S",
                    "increment hits_total 4 service=S",
                ])
        }

        @Test func manyTasksRecordingThroughOneHandleLoseNoCall() async {
            let recorder = InMemoryMetricsRecorder()
            let handle = recorder.callMetrics(service: "S", member: "m()")
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        for call in 0..<500 {
                            handle.record(
                                (task + call).isMultiple(of: 5) ? .threw(Offline()) : .returned,
                                duration: .milliseconds(1))
                        }
                    }
                }
            }
            let snapshot = recorder.snapshot()
            #expect(
                snapshot.counter(
                    MetricName.calls,
                    ["module": "CrosscutTests", "service": "S", "member": "m()", "outcome": "success"]) == 3_200)
            #expect(
                snapshot.counter(
                    MetricName.calls, ["module": "CrosscutTests", "service": "S", "member": "m()", "outcome": "error"])
                    == 800)
            #expect(
                snapshot.counter(
                    MetricName.errors,
                    ["module": "CrosscutTests", "service": "S", "member": "m()", "error_type": "Offline"]) == 800)
        }
    }
}
