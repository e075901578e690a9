/// Metrics around a decorated closure's calls: ``MetricName/closureCalls``,
/// ``MetricName/closureDuration`` and ``MetricName/closureErrors`` `{closure, …}`, through call
/// metrics resolved once. Every closure can take it.
struct MetricsClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .metrics }
    let site: ClosureSite
    private let callMetrics: any CallMetrics

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        .success(
            MetricsClosureLayer(
                site: site, callMetrics: site.concerns.metrics.callMetrics(for: .closure(site.decorator.name))))
    }

    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R {
        let start = site.concerns.stopwatch.now()
        do {
            let result = try rest()
            callMetrics.record(.returned, duration: site.concerns.stopwatch.now() - start)
            return result
        } catch {
            callMetrics.record(.threw(error), duration: site.concerns.stopwatch.now() - start)
            throw error
        }
    }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        let start = site.concerns.stopwatch.now()
        do {
            let result = try await rest()
            callMetrics.record(.returned, duration: site.concerns.stopwatch.now() - start)
            return result
        } catch {
            callMetrics.record(.threw(error), duration: site.concerns.stopwatch.now() - start)
            throw error
        }
    }
}
