/// Retry around a decorated closure's attempts, under ``Concerns/retryStrategy``: its retries are
/// reported as ``Concerns/retrying(service:member:hasRedactedArguments:fileID:isolation:_:)``
/// reports them, under the closure's name and ``MetricName/closureRetries`` `{closure}`. A closure
/// that cannot throw cannot take it.
struct RetryClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .retry }
    let site: ClosureSite

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        guard !site.shape.isInfallible else {
            return .failure(ClosureRefusal(outcome: "not retried", reason: "it does not throw, so it is never retried"))
        }
        return .success(RetryClosureLayer(site: site))
    }

    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R {
        try site.concerns.retryStrategy.runSynchronously(onRetry: report, rest)
    }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        try await site.concerns.retryStrategy.run(isolation: isolation, onRetry: report, rest)
    }

    /// Logs and counts `retry` while logging and metrics are enabled, whether or not the closure
    /// gets them.
    private func report(_ retry: RetryEvent) {
        let name = site.decorator.name
        site.concerns.reportRetry(
            retry, name: name, counter: MetricName.closureRetries, dimensions: ["closure": name])
    }
}
