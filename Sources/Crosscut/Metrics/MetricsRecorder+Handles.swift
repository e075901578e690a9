extension MetricsRecorder {
    /// Resolves nothing: the handle records each call with ``recordCall(counting:timing:duration:dimensions:)``
    /// and ``increment(_:by:dimensions:)``, so a recorder that implements only those still works.
    public func callMetrics(for series: CallSeries) -> any CallMetrics {
        ForwardingCallMetrics(recorder: self, series: series)
    }

    /// Resolves nothing: the handle increments with ``increment(_:by:dimensions:)``.
    public func counter(_ name: String, dimensions: Dimensions) -> any CounterMetric {
        ForwardingCounterMetric(recorder: self, name: name, dimensions: dimensions)
    }

    /// The handle of a decorated member's calls: ``callMetrics(for:)`` with ``CallSeries/member(_:of:)``,
    /// the service in the caller's module (`fileID` names it, ``ServiceName``). What generated
    /// metrics decorators resolve, once per member, when they are created.
    public func callMetrics(service: String, member: String, fileID: String = #fileID) -> any CallMetrics {
        callMetrics(for: .member(member, of: ServiceName(service, fileID: fileID)))
    }
}

/// The handle of a recorder that resolves no series of its own, or of a series a recorder cannot
/// keep a handle for.
struct ForwardingCallMetrics<Recorder: MetricsRecorder>: CallMetrics {
    let recorder: Recorder
    let series: CallSeries

    func record(_ outcome: CallOutcome, duration: Duration) {
        recorder.record(outcome, duration: duration, in: series)
    }
}

/// The counter of a recorder that resolves no series of its own, or that cannot keep a handle for.
struct ForwardingCounterMetric<Recorder: MetricsRecorder>: CounterMetric {
    let recorder: Recorder
    let name: String
    let dimensions: Dimensions

    func increment(by amount: Int) {
        recorder.increment(name, by: amount, dimensions: dimensions)
    }
}
