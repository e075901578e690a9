import Foundation
import Testing

@testable import Crosscut

extension MetricsTests {
    @Suite struct LatencyHistogramTests {
        /// Named distributions of whole-nanosecond durations.
        static let distributions: [(String, @Sendable (inout SplitMix64) -> Int64)] = [
            ("uniform 1 µs to 10 ms", { Int64.random(in: 1_000...10_000_000, using: &$0) }),
            ("log-uniform 1 ns to 100 s", { Int64(exp(Double.random(in: 0...log(1e11), using: &$0))) }),
            ("exponential, mean 5 ms", { Int64(-log(1 - Double.random(in: 0..<1, using: &$0)) * 5e6) }),
            (
                "bimodal 1 ms and 500 ms",
                { generator in
                    Bool.random(using: &generator) && Int.random(in: 0..<10, using: &generator) < 2
                        ? Int64.random(in: 450_000_000...550_000_000, using: &generator)
                        : Int64.random(in: 900_000...1_100_000, using: &generator)
                }
            ),
            ("pareto tail from 100 µs", { Int64(1e5 / pow(1 - Double.random(in: 0..<1, using: &$0), 1 / 1.2)) }),
            ("under 300 ns", { Int64.random(in: 0..<300, using: &$0) }),
            ("constant 42 ms", { _ in 42_000_000 }),
        ]

        static let quantiles = [0.01, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999]

        @Test("percentiles are within the stated bound of the exact sorted data", arguments: distributions.indices)
        func percentilesWithinBound(distribution: Int) throws {
            let (name, draw) = Self.distributions[distribution]
            var generator = SplitMix64(seed: UInt64(distribution) + 1)
            let samples = (0..<20_000).map { _ in draw(&generator) }
            var histogram = LatencyHistogram()
            for sample in samples { histogram.record(.nanoseconds(sample)) }
            let sorted = samples.sorted()

            for quantile in Self.quantiles {
                let rank = max(1, Int((quantile * Double(sorted.count)).rounded(.up)))
                let exact = sorted[rank - 1]
                let estimate = try #require(histogram.percentile(quantile))
                let error = abs(Double(nanoseconds(estimate) - exact))
                #expect(
                    error <= Double(exact) * LatencyHistogram.relativeErrorBound,
                    "\(name) p\(quantile * 100): estimate \(estimate), exact \(exact) ns")
            }
            #expect(histogram.p50 == histogram.percentile(0.5))
            #expect(histogram.p90 == histogram.percentile(0.9))
            #expect(histogram.p99 == histogram.percentile(0.99))
        }

        @Test func countSumMinAndMaxAreExact() {
            var histogram = LatencyHistogram()
            let samples: [Duration] = [
                .nanoseconds(1_234_567), .seconds(3), .microseconds(17), .nanoseconds(1_000_001),
            ]
            for sample in samples { histogram.record(sample) }
            #expect(histogram.count == 4)
            #expect(histogram.sum == samples.reduce(.zero, +))
            #expect(histogram.min == .microseconds(17))
            #expect(histogram.max == .seconds(3))
            #expect(histogram.percentile(1) == .seconds(3))
            #expect(histogram.percentile(0) == .microseconds(17))
        }

        @Test func emptyHistogramHasNoPercentiles() {
            let histogram = LatencyHistogram()
            #expect(histogram.count == 0)
            #expect(histogram.sum == .zero)
            #expect(histogram.max == nil)
            #expect(histogram.p50 == nil)
            #expect(histogram.bucketCount == 0)
        }

        @Test func negativeDurationsCountAsZero() {
            var histogram = LatencyHistogram()
            histogram.record(.milliseconds(-5))
            #expect(histogram.count == 1)
            #expect(histogram.sum == .zero)
            #expect(histogram.max == .zero)
            #expect(histogram.p50 == .zero)
        }

        @Test func bucketsTileEveryNanosecondAndTheirMidpointsMeetTheBound() {
            var next: Int64 = 0
            for bucket in 0..<LatencyHistogram.maximumBucketCount {
                let (lowest, width) = LatencyHistogram.range(ofBucket: bucket)
                #expect(lowest == next, "bucket \(bucket) starts where the previous one ended")
                let highest = lowest + (width - 1)
                #expect(LatencyHistogram.bucketIndex(ofNanoseconds: UInt64(lowest)) == bucket)
                #expect(LatencyHistogram.bucketIndex(ofNanoseconds: UInt64(highest)) == bucket)
                let midpoint = LatencyHistogram.midpointNanoseconds(ofBucket: bucket)
                for value in [lowest, highest] where value > 0 {
                    let error = Double(midpoint > value ? midpoint - value : value - midpoint)
                    #expect(error <= Double(value) * LatencyHistogram.relativeErrorBound)
                }
                next = highest &+ 1
            }
            #expect(next == Int64.min, "the last bucket ends at Int64.max")
        }

        @Test func memoryIsBoundedByTheRangeOfDurationsRecorded() {
            var generator = SplitMix64(seed: 7)
            var typical = LatencyHistogram()
            for _ in 0..<100_000 {
                typical.record(.nanoseconds(Int64.random(in: 1_000_000...100_000_000, using: &generator)))
            }
            #expect(typical.bucketCount <= 450)

            var extreme = LatencyHistogram()
            extreme.record(.zero)
            extreme.record(.seconds(Int64.max))
            #expect(extreme.bucketCount == LatencyHistogram.maximumBucketCount)
            #expect(LatencyHistogram.maximumBucketCount == 3_712)
            // Longer than `Int64.max` nanoseconds (292 years) counts as that long.
            #expect(extreme.max == .nanoseconds(Int64.max))
        }

        private func nanoseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = duration.components
            return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        }
    }
}
