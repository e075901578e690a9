/// A call series of an ``InMemoryMetricsRecorder``, resolved: one lock, array indexing, no hashing.
struct InMemoryCallMetrics: CallMetrics {
    let storage: Locked<MetricsStorage>
    let slot: Int

    func record(_ outcome: CallOutcome, duration: Duration) {
        storage.withLock {
            $0.recordCall(inSlot: slot, success: outcome.isSuccess, duration: duration, error: outcome.error)
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
