import Crosscut
import Testing

extension MetricsTests {
    @Suite struct MetricsSummaryTests {
        @Test func summaryListsCountersAndHistogramStatisticsByName() {
            let recorder = InMemoryMetricsRecorder()
            recorder.increment("b_total", by: 3, dimensions: ["k": "v"])
            for microseconds in [850, 1_000, 12_300] {
                recorder.record("a_duration_seconds", duration: .microseconds(microseconds), dimensions: [:])
            }
            recorder.record("c_duration_seconds", duration: .nanoseconds(850), dimensions: [:])
            recorder.record("d_duration_seconds", duration: .milliseconds(1_200), dimensions: [:])
            #expect(
                recorder.snapshot().summary == """
                    a_duration_seconds count=3 p50=1ms p90=12.3ms p99=12.3ms max=12.3ms
                    b_total{k="v"} 3
                    c_duration_seconds count=1 p50=850ns p90=850ns p99=850ns max=850ns
                    d_duration_seconds count=1 p50=1.2s p90=1.2s p99=1.2s max=1.2s

                    """)
        }

        @Test func emptySnapshotHasAnEmptySummary() {
            #expect(MetricsSnapshot().summary == "")
        }
    }
}
