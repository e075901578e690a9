/// How one member's shared cache failures are reported, worked out once when its
/// ``SharedMemberCache`` is made: a `.warning` event `"<service>.<member> shared cache"` with the
/// `operation` (`read`, `write`, `key`, `lock`), the `reason` (`error`, `timeout`, `undecodable`,
/// `unencodable`) and the error, while logging is on; and `crosscut_shared_cache_errors_total` with
/// the dimensions `module`, `service`, `member` and `reason`, while metrics are on.
struct SharedCacheFailureReporter: Sendable {
    /// Why a store call did not serve.
    enum Reason: String, CaseIterable {
        /// The store threw.
        case error
        /// The store did not answer within ``SharedCache/timeout``.
        case timeout
        /// The store returned bytes the coder could not decode.
        case undecodable
        /// The arguments or the result could not be encoded.
        case unencodable
    }

    private let logger: EventLogger?
    private let eventName: String
    private let counters: [Reason: any CounterMetric]

    init(concerns: Concerns, service: ServiceName, member: String) {
        logger = concerns.isEnabled(.logging) && concerns.logger.isEnabled(.warning) ? concerns.logger : nil
        eventName = "\(service.name).\(member) shared cache"
        let labels = service.labels(member: member)
        counters =
            concerns.isEnabled(.metrics)
            ? Dictionary(
                uniqueKeysWithValues: Reason.allCases.map { reason in
                    (
                        reason,
                        concerns.metrics.counter(
                            MetricName.sharedCacheErrors,
                            dimensions: labels.sortedByKey(adding: "reason", reason.rawValue))
                    )
                }) : [:]
    }

    /// Logs and counts a failed `operation`: a `reason`, or the `error` the store threw.
    func report(_ operation: String, _ reason: Reason, _ error: any Error) {
        logger?.log(
            .warning, eventName,
            {
                var data: EventData = ["operation": .string(operation), "reason": .string(reason.rawValue)]
                data.appendError(error, redactingMessageWith: nil)
                return data
            }())
        counters[reason]?.increment(by: 1)
    }

    /// ``report(_:_:_:)`` of a store call that threw `error`: a timeout or another error.
    func report(_ operation: String, storeError error: any Error) {
        report(operation, error is SharedCacheTimeout ? .timeout : .error, error)
    }
}
