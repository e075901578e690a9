import Crosscut
import Testing

extension MetricsTests {
    @Suite struct RecordCallTests {
        private enum CatalogError: Error { case offline }

        @Test func successCountsAndTimesTheCallWithOutcomeSuccess() throws {
            let recorder = InMemoryMetricsRecorder()
            recorder.recordCall(
                service: "AgeManager", member: "increase()", outcome: .returned, duration: .milliseconds(3))
            let snapshot = recorder.snapshot()
            let dimensions: Dimensions = [
                "member": "increase()", "module": "CrosscutTests", "outcome": "success", "service": "AgeManager",
            ]
            #expect(
                snapshot.counters == [CounterSnapshot(name: "crosscut_calls_total", dimensions: dimensions, value: 1)])
            let histogram = try #require(snapshot.histograms.first)
            #expect(snapshot.histograms.count == 1)
            #expect(histogram.name == "crosscut_call_duration_seconds")
            #expect(histogram.dimensions == dimensions)
            #expect(histogram.sum == .milliseconds(3))
        }

        /// A call denied by authorization or refused by validation is the caller's mistake, not a
        /// failure: counted with the outcome `refused`, as logging reports it, through the decorators'
        /// handles and by name alike.
        @Test func aRefusedCallIsCountedWithTheOutcomeRefused() {
            let recorder = InMemoryMetricsRecorder()
            let series = CallSeries.member("save(age:)", of: ServiceName("AgeManager", module: "App"))
            let handle = recorder.callMetrics(for: series)
            let invalid = InvalidArguments(
                call: "AgeManager.save(age:)",
                violations: [Violation(subject: "age", constraint: "13...120", message: "must be between 13 and 120")])
            handle.record(.threw(invalid), duration: .milliseconds(1))
            handle.record(
                .threw(AccessDenied(.noCaller, call: "AgeManager.save(age:)", permission: "age.write")), duration: .zero
            )
            handle.record(.threw(CatalogError.offline), duration: .zero)
            handle.record(.returned, duration: .zero)
            recorder.recordCall(service: "AgeManager", member: "save(age:)", outcome: .threw(invalid), duration: .zero)

            let snapshot = recorder.snapshot()
            func calls(_ outcome: String, module: String = "App") -> Int? {
                snapshot.counter(
                    MetricName.calls,
                    ["module": module, "service": "AgeManager", "member": "save(age:)", "outcome": outcome])
            }
            #expect([calls("refused"), calls("error"), calls("success")] == [2, 1, 1])
            #expect(calls("refused", module: "CrosscutTests") == 1)
            #expect(
                snapshot.histogram(
                    MetricName.callDuration,
                    ["module": "App", "service": "AgeManager", "member": "save(age:)", "outcome": "refused"])?.count
                    == 2)
        }

        @Test func errorAlsoCountsTheErrorTypeOnTheErrorsCounter() throws {
            let recorder = InMemoryMetricsRecorder()
            recorder.recordCall(
                service: "MeditationCatalog", member: "sessions(for:)", outcome: .threw(CatalogError.offline),
                duration: .milliseconds(40))
            let snapshot = recorder.snapshot()
            let callDimensions: Dimensions = [
                "member": "sessions(for:)", "module": "CrosscutTests", "outcome": "error",
                "service": "MeditationCatalog",
            ]
            let errorDimensions: Dimensions = [
                "error_type": "CatalogError", "member": "sessions(for:)", "module": "CrosscutTests",
                "service": "MeditationCatalog",
            ]
            #expect(
                snapshot.counters == [
                    CounterSnapshot(name: "crosscut_calls_total", dimensions: callDimensions, value: 1),
                    CounterSnapshot(name: "crosscut_errors_total", dimensions: errorDimensions, value: 1),
                ])
            #expect(snapshot.histogram("crosscut_call_duration_seconds", callDimensions)?.max == .milliseconds(40))
        }

        @Test func recordCallAndIncrementShareASeriesWhateverTheDimensionsOrder() {
            let recorder = InMemoryMetricsRecorder()
            recorder.recordCall(service: "S", member: "m()", outcome: .returned, duration: .seconds(1))
            recorder.increment(
                MetricName.calls, by: 1,
                dimensions: ["module": "CrosscutTests", "service": "S", "outcome": "success", "member": "m()"])
            recorder.record(
                MetricName.callDuration, duration: .seconds(3),
                dimensions: ["outcome": "success", "module": "CrosscutTests", "service": "S", "member": "m()"])
            let dimensions: Dimensions = [
                "member": "m()", "module": "CrosscutTests", "outcome": "success", "service": "S",
            ]
            let snapshot = recorder.snapshot()
            #expect(snapshot.counters == [CounterSnapshot(name: MetricName.calls, dimensions: dimensions, value: 2)])
            #expect(snapshot.histograms.count == 1)
            #expect(snapshot.histogram(MetricName.callDuration, dimensions)?.sum == .seconds(4))
        }

        @Test func seriesWithTheSameValuesUnderOtherKeysStayApart() {
            let recorder = InMemoryMetricsRecorder()
            recorder.increment("n", by: 1, dimensions: ["a": "x", "b": "y"])
            recorder.increment("n", by: 2, dimensions: ["c": "x", "d": "y"])
            #expect(recorder.snapshot().counter("n", ["a": "x", "b": "y"]) == 1)
            #expect(recorder.snapshot().counter("n", ["c": "x", "d": "y"]) == 2)
        }

        @Test func recordCallPassesDimensionsToAnyRecorderInKeyOrder() {
            let spy = SpyRecorder()
            spy.recordCall(service: "S", member: "m()", outcome: .threw(CatalogError.offline), duration: .seconds(2))
            #expect(
                spy.calls.withLock { $0 } == [
                    "increment crosscut_calls_total 1 member=m(),module=CrosscutTests,outcome=error,service=S",
                    "record crosscut_call_duration_seconds 2.0 seconds member=m(),module=CrosscutTests,outcome=error,service=S",
                    "increment crosscut_errors_total 1 error_type=CatalogError,member=m(),module=CrosscutTests,service=S",
                ])
        }

        @Test func callOutcomeTellsSuccess() {
            #expect(CallOutcome.returned.isSuccess)
            #expect(!CallOutcome.threw(CatalogError.offline).isSuccess)
        }
    }
}
