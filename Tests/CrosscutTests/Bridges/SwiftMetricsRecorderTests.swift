#if SwiftMetrics
    import Crosscut
    import CoreMetrics
    import MetricsTestKit
    import Testing

    /// Calls recorded through `SwiftMetricsRecorder` into swift-metrics' test factory, under
    /// Crosscut's metric names and labels.
    @Suite struct SwiftMetricsRecorderTests {
        struct Unavailable: Error {}
        struct Denied: Error {}

        /// A refused call (``CallRefusal``) has the outcome `refused`, as logging reports it.
        @Test func aHandleCountsAndTimesCallsByOutcomeAndErrorsByType() throws {
            let metrics = TestMetrics()
            let recorder = SwiftMetricsRecorder(factory: metrics)
            let handle = recorder.callMetrics(
                for: .member("sessions(for:)", of: ServiceName("Catalog", fileID: #fileID)))
            handle.record(.returned, duration: .milliseconds(5))
            handle.record(.returned, duration: .milliseconds(7))
            handle.record(.threw(Unavailable()), duration: .milliseconds(2))
            handle.record(.threw(Unavailable()), duration: .milliseconds(2))
            handle.record(.threw(Denied()), duration: .milliseconds(1))
            let refusal = AccessDenied(.noCaller, call: "Catalog.sessions(for:)", permission: "catalog.read")
            handle.record(.threw(refusal), duration: .milliseconds(1))

            func labels(_ extra: (String, String)) -> [(String, String)] {
                [("member", "sessions(for:)"), ("module", "CrosscutTests"), ("service", "Catalog"), extra].sorted {
                    $0.0 < $1.0
                }
            }
            let calls = "crosscut_calls_total"
            #expect(try metrics.expectCounter(calls, labels(("outcome", "success"))).totalValue == 2)
            #expect(try metrics.expectCounter(calls, labels(("outcome", "error"))).totalValue == 3)
            #expect(try metrics.expectCounter(calls, labels(("outcome", "refused"))).totalValue == 1)
            let durations = try metrics.expectTimer("crosscut_call_duration_seconds", labels(("outcome", "success")))
            #expect(durations.values == [5_000_000, 7_000_000])
            let errors = "crosscut_errors_total"
            #expect(try metrics.expectCounter(errors, labels(("error_type", "Unavailable"))).totalValue == 2)
            #expect(try metrics.expectCounter(errors, labels(("error_type", "Denied"))).totalValue == 1)
        }

        @Test func recordingByNameReachesTheSameSeries() throws {
            let metrics = TestMetrics()
            let recorder = SwiftMetricsRecorder(factory: metrics)
            recorder.recordCall(service: "Catalog", member: "refresh()", outcome: .returned, duration: .seconds(1))
            recorder.counter("crosscut_retries_total", dimensions: ["member": "refresh()", "service": "Catalog"])
                .increment(by: 2)
            let calls = try metrics.expectCounter(
                "crosscut_calls_total",
                [("member", "refresh()"), ("module", "CrosscutTests"), ("outcome", "success"), ("service", "Catalog")])
            #expect(calls.totalValue == 1)
            let retries = try metrics.expectCounter(
                "crosscut_retries_total", [("member", "refresh()"), ("service", "Catalog")])
            #expect(retries.totalValue == 2)
        }

        @Test func aGaugeKeepsTheLevelLastSet() throws {
            let metrics = TestMetrics()
            let recorder = SwiftMetricsRecorder(factory: metrics)
            recorder.setGauge("crosscut_circuit_state", to: 2, dimensions: ["breaker": "Catalog"])
            recorder.setGauge("crosscut_circuit_state", to: 0, dimensions: ["breaker": "Catalog"])
            let state = try metrics.expectGauge("crosscut_circuit_state", [("breaker", "Catalog")])
            #expect(state.values == [2, 0])
            #expect(state.lastValue == 0)
        }
    }
#endif
