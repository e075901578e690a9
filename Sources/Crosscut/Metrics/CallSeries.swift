/// The series one kind of call is recorded in: the names of its call counter, duration histogram
/// and error counter, and the labels that tell this call apart from others of the same names.
///
/// A decorated member's calls go to ``member(_:of:)`` (Crosscut's `crosscut_calls_total`,
/// `crosscut_call_duration_seconds` and `crosscut_errors_total`, labelled `module`, `service` and
/// `member`),
/// a decorated closure's to ``closure(_:)``. A recorder resolves a series once, in
/// ``MetricsRecorder/callMetrics(for:)``, and the handle it returns records every call.
///
/// ```swift
/// let series = CallSeries.member("sessions(for:)", of: ServiceName("MeditationCatalog", module: "Onboarding"))
/// series.labels  // ["member": "sessions(for:)", "module": "Onboarding", "service": "MeditationCatalog"]
/// ```
public struct CallSeries: Sendable, Hashable {
    /// The counter of calls, labelled with ``labels`` and `outcome` (`success`, `refused` or
    /// `error`).
    public var calls: String
    /// The histogram of durations, labelled with ``labels`` and `outcome`.
    public var durations: String
    /// The counter of calls that threw, labelled with ``labels`` and `error_type`.
    public var errors: String
    /// The labels every series of this call carries, sorted by key.
    public var labels: Dimensions

    /// Creates the series of one kind of call; `labels` may be given in any order.
    public init(calls: String, durations: String, errors: String, labels: Dimensions) {
        self.calls = calls
        self.durations = durations
        self.errors = errors
        self.labels = labels.sortedByKey()
    }

    /// The series of a decorated member: Crosscut's call metrics labelled `module`, `service` and
    /// `member`.
    public static func member(_ member: String, of service: ServiceName) -> CallSeries {
        CallSeries(
            calls: MetricName.calls, durations: MetricName.callDuration, errors: MetricName.errors,
            labels: service.labels(member: member))
    }

    /// The series of a decorated closure: Crosscut's closure metrics labelled `closure`.
    public static func closure(_ name: String) -> CallSeries {
        CallSeries(
            calls: MetricName.closureCalls, durations: MetricName.closureDuration, errors: MetricName.closureErrors,
            labels: ["closure": name])
    }

    /// The labels of a call that ended with `outcome`: ``labels`` and `outcome`.
    func outcomeLabels(_ outcome: OutcomeLabel) -> Dimensions {
        labels.sortedByKey(adding: "outcome", outcome.value)
    }

    /// The labels of a call that threw an error of the type named `errorType`.
    func errorLabels(errorType: String) -> Dimensions {
        labels.sortedByKey(adding: "error_type", errorType)
    }
}
