/// Logging around a decorated closure's calls: the `before` event, and the `after` event with the
/// call's outcome and duration, at the decorator's points and level. Every closure can take it.
struct LoggingClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .logging }
    let site: ClosureSite

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        .success(LoggingClosureLayer(site: site))
    }

    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R {
        let start = begin()
        do {
            let result = try rest()
            end(start, outcome: .returned)
            return result
        } catch {
            end(start, outcome: .threw(error))
            throw error
        }
    }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        let start = begin()
        do {
            let result = try await rest()
            end(start, outcome: .returned)
            return result
        } catch {
            end(start, outcome: .threw(error))
            throw error
        }
    }

    /// Logs the `before` event; returns the start time.
    private func begin() -> Duration {
        let decorator = site.decorator
        if decorator.logPoints.contains(.before) { site.concerns.logger.log(decorator.level, decorator.name) }
        return site.concerns.stopwatch.now()
    }

    /// Logs the `after` event of a call that began at `start`.
    private func end(_ start: Duration, outcome: CallOutcome) {
        let decorator = site.decorator
        guard decorator.logPoints.contains(.after) else { return }
        site.concerns.logger.logCall(
            named: decorator.name, level: decorator.level, outcome: outcome,
            duration: site.concerns.stopwatch.now() - start)
    }
}
