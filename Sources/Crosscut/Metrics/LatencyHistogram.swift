/// A histogram of durations with bounded memory and a bounded relative error, for percentiles
/// such as p50, p90 and p99.
///
/// Durations are resolved to whole nanoseconds and counted in log-linear buckets (the layout of
/// HdrHistogram): below 128 ns every nanosecond has its own bucket; above, each power of two is
/// split into 64 equal buckets. A percentile is reported as the middle of the bucket holding the
/// exact value, clamped to the exact minimum and maximum, so it differs from the exact value by
/// less than ``relativeErrorBound`` (1/128, about 0.79 %) of it, plus under 1 ns for the
/// truncation to nanoseconds. The count is exact; the sum, minimum and maximum are exact to the
/// nanosecond (a duration or a sum longer than `Int64.max` nanoseconds, 292 years, counts as that
/// long).
///
/// Memory: 8 bytes per bucket between the lowest and the highest bucket touched, at most
/// ``maximumBucketCount`` buckets (29 KiB) for durations from 0 to 292 years; calls between
/// 1 ms and 100 ms span 7 powers of two, so about 450 buckets (3.5 KiB).
///
/// ```swift
/// var histogram = LatencyHistogram()
/// histogram.record(.milliseconds(12))
/// histogram.record(.milliseconds(30))
/// histogram.percentile(0.5)  // about 12 ms
/// ```
public struct LatencyHistogram: Sendable, Equatable {
    /// The largest relative difference between a reported percentile and the exact value
    /// (excluding the truncation to whole nanoseconds): 1/128.
    public static let relativeErrorBound = 1.0 / 128.0

    /// The number of buckets covering every duration from 0 to `Int64.max` nanoseconds.
    public static let maximumBucketCount = bucketIndex(ofNanoseconds: UInt64(Int64.max)) + 1

    private static let subBucketBits = 6
    private static let subBucketCount = 1 << subBucketBits

    /// The number of durations recorded.
    public private(set) var count = 0
    private var sumNanoseconds: UInt64 = 0
    private var minNanoseconds = UInt64.max
    private var maxNanoseconds: UInt64 = 0

    /// The sum of the durations recorded, to the nanosecond.
    public var sum: Duration { .nanoseconds(sumNanoseconds) }
    /// The shortest duration recorded, to the nanosecond, or `nil` when empty.
    public var min: Duration? { count == 0 ? nil : .nanoseconds(minNanoseconds) }
    /// The longest duration recorded, to the nanosecond, or `nil` when empty.
    public var max: Duration? { count == 0 ? nil : .nanoseconds(maxNanoseconds) }

    /// `counts[i]` is the number of durations in bucket `firstBucket + i`.
    private var counts: [UInt64] = []
    private var firstBucket = 0

    /// Creates an empty histogram.
    public init() {}

    /// Records one duration; negative durations count as zero.
    public mutating func record(_ duration: Duration) {
        record(nanoseconds: Self.nanoseconds(of: duration))
    }

    /// Records one duration of `value` whole nanoseconds.
    mutating func record(nanoseconds value: UInt64) {
        count += 1
        let (sum, overflow) = sumNanoseconds.addingReportingOverflow(value)
        sumNanoseconds = overflow ? UInt64(Int64.max) : Swift.min(sum, UInt64(Int64.max))
        minNanoseconds = Swift.min(minNanoseconds, value)
        maxNanoseconds = Swift.max(maxNanoseconds, value)
        let bucket = Self.bucketIndex(ofNanoseconds: value)
        if counts.isEmpty {
            firstBucket = bucket
            counts = [0]
        } else if bucket < firstBucket {
            counts.insert(contentsOf: repeatElement(0, count: firstBucket - bucket), at: 0)
            firstBucket = bucket
        } else if bucket >= firstBucket + counts.count {
            counts.append(contentsOf: repeatElement(0, count: bucket - firstBucket - counts.count + 1))
        }
        counts[bucket - firstBucket] += 1
    }

    /// The duration at `quantile` (0...1; 0.99 for p99) by the nearest-rank method — the
    /// `⌈quantile × count⌉`-th shortest duration — within ``relativeErrorBound``; exact for 0 (the
    /// minimum) and 1 (the maximum). `nil` when the histogram is empty.
    public func percentile(_ quantile: Double) -> Duration? {
        guard let min, let max else { return nil }
        let quantile = quantile.isNaN ? 0 : Swift.min(Swift.max(quantile, 0), 1)
        if quantile == 0 { return min }
        if quantile == 1 { return max }
        let rank = Swift.max(1, UInt64((quantile * Double(count)).rounded(.up)))
        var seen: UInt64 = 0
        for (offset, bucketCount) in counts.enumerated() where bucketCount > 0 {
            seen += bucketCount
            if seen >= rank {
                let estimate = Self.midpointNanoseconds(ofBucket: firstBucket + offset)
                return Swift.min(Swift.max(.nanoseconds(estimate), min), max)
            }
        }
        return max
    }

    /// The median.
    public var p50: Duration? { percentile(0.5) }
    /// The 90th percentile.
    public var p90: Duration? { percentile(0.9) }
    /// The 99th percentile.
    public var p99: Duration? { percentile(0.99) }

    /// The number of buckets this histogram holds in memory now.
    public var bucketCount: Int { counts.count }

    /// `duration` in whole nanoseconds, truncated; zero when negative, `Int64.max` when longer.
    static func nanoseconds(of duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return UInt64(Int64.max) }
        let (total, overflowSum) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflowSum ? UInt64(Int64.max) : UInt64(total)
    }

    static func bucketIndex(ofNanoseconds value: UInt64) -> Int {
        if value < UInt64(subBucketCount) { return Int(value) }
        let shift = (63 - value.leadingZeroBitCount) - subBucketBits
        let subBucket = Int(value >> UInt64(shift)) - subBucketCount
        return subBucketCount * (shift + 1) + subBucket
    }

    /// The first nanosecond in `bucket` and the number of nanoseconds it spans.
    static func range(ofBucket bucket: Int) -> (lowest: Int64, width: Int64) {
        if bucket < subBucketCount { return (Int64(bucket), 1) }
        let shift = bucket / subBucketCount - 1
        let subBucket = bucket % subBucketCount
        return (Int64(subBucketCount + subBucket) << shift, Int64(1) << shift)
    }

    static func midpointNanoseconds(ofBucket bucket: Int) -> Int64 {
        let (lowest, width) = range(ofBucket: bucket)
        return lowest + (width - 1) / 2
    }
}
