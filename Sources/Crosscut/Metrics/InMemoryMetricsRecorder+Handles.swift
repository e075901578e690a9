/// A call series of an ``InMemoryMetricsRecorder``, resolved: the duration's bucket is found before
/// the lock, and under it a few array elements are added to; nothing is hashed.
struct InMemoryCallMetrics: CallMetrics {
    let storage: Locked<MetricsStorage>
    let slot: Int
    /// The recorder's bucket bounds in whole nanoseconds.
    let bucketBounds: [UInt64]

    func record(_ outcome: CallOutcome, duration: Duration) {
        let nanoseconds = LatencyHistogram.nanoseconds(of: duration)
        let bucket = MetricsStorage.bucket(of: nanoseconds, in: bucketBounds)
        storage.withLock {
            $0.recordCall(
                inSlot: slot, outcome: OutcomeLabel(outcome), nanoseconds: nanoseconds, bucket: bucket,
                error: outcome.error
            )
        }
    }
}

/// A counter of an ``InMemoryMetricsRecorder``, resolved.
struct InMemoryCounterMetric: CounterMetric {
    let storage: Locked<MetricsStorage>
    let slot: Int

    func increment(by amount: Int) {
        storage.withLock { $0.increment(slot: slot, by: amount) }
    }
}
