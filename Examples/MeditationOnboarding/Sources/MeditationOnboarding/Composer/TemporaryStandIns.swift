// TEMPORARY: hand-written copies of what CrosscutPlugin generates, until the parser lands.
// Delete this file as soon as the plugin generates `AgeManager+Crosscut.swift`.
import Crosscut

@MainActor
final class LoggingAgeManager<Decoratee: AgeManager>: AgeManager {
    let decoratee: Decoratee
    let concerns: Concerns
    init(_ decoratee: Decoratee, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
    }
    var age: Int { decoratee.age }
    var onAgeChange: ((Int) -> Void)? {
        get { decoratee.onAgeChange }
        set { decoratee.onAgeChange = newValue }
    }
    func increase() { call("increase()", decoratee.increase) }
    func decrease() { call("decrease()", decoratee.decrease) }
    private func call(_ member: String, _ body: () -> Void) {
        guard concerns.isEnabled(.logging) else { return body() }
        let start = concerns.stopwatch.now()
        body()
        concerns.logger.logCall(
            service: "AgeManager", member: member, arguments: [:], outcome: .returned,
            duration: concerns.stopwatch.now() - start)
    }
}

@MainActor
final class MetricsAgeManager<Decoratee: AgeManager>: AgeManager {
    let decoratee: Decoratee
    let concerns: Concerns
    init(_ decoratee: Decoratee, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
    }
    var age: Int { decoratee.age }
    var onAgeChange: ((Int) -> Void)? {
        get { decoratee.onAgeChange }
        set { decoratee.onAgeChange = newValue }
    }
    func increase() { call("increase()", decoratee.increase) }
    func decrease() { call("decrease()", decoratee.decrease) }
    private func call(_ member: String, _ body: () -> Void) {
        guard concerns.isEnabled(.metrics) else { return body() }
        let start = concerns.stopwatch.now()
        body()
        concerns.metrics.recordCall(
            service: "AgeManager", member: member, outcome: .returned, duration: concerns.stopwatch.now() - start)
    }
}

extension AgeManager {
    func decorated(with concerns: Concerns) -> some AgeManager {
        LoggingAgeManager(MetricsAgeManager(self, concerns: concerns), concerns: concerns)
    }
}

struct LoggingMeditationCatalog<Decoratee: MeditationCatalog>: MeditationCatalog {
    let decoratee: Decoratee
    let concerns: Concerns
    func sessions(for reason: Reason) async throws -> [Session] {
        guard concerns.isEnabled(.logging) else { return try await decoratee.sessions(for: reason) }
        let start = concerns.stopwatch.now()
        do {
            let result = try await decoratee.sessions(for: reason)
            concerns.logger.logCall(
                service: "MeditationCatalog", member: "sessions(for:)",
                arguments: ["reason": EventValue(describing: reason)], outcome: .returned,
                duration: concerns.stopwatch.now() - start)
            return result
        } catch {
            concerns.logger.logCall(
                service: "MeditationCatalog", member: "sessions(for:)",
                arguments: ["reason": EventValue(describing: reason)], outcome: .threw(error),
                duration: concerns.stopwatch.now() - start)
            throw error
        }
    }
}

struct MetricsMeditationCatalog<Decoratee: MeditationCatalog>: MeditationCatalog {
    let decoratee: Decoratee
    let concerns: Concerns
    func sessions(for reason: Reason) async throws -> [Session] {
        guard concerns.isEnabled(.metrics) else { return try await decoratee.sessions(for: reason) }
        let start = concerns.stopwatch.now()
        do {
            let result = try await decoratee.sessions(for: reason)
            concerns.metrics.recordCall(
                service: "MeditationCatalog", member: "sessions(for:)", outcome: .returned,
                duration: concerns.stopwatch.now() - start)
            return result
        } catch {
            concerns.metrics.recordCall(
                service: "MeditationCatalog", member: "sessions(for:)", outcome: .threw(error),
                duration: concerns.stopwatch.now() - start)
            throw error
        }
    }
}

struct CachingMeditationCatalog<Decoratee: MeditationCatalog>: MeditationCatalog {
    let decoratee: Decoratee
    let concerns: Concerns
    func sessions(for reason: Reason) async throws -> [Session] {
        guard concerns.isEnabled(.caching) else { return try await decoratee.sessions(for: reason) }
        return try await concerns.cached(
            service: "MeditationCatalog", member: "sessions(for:)",
            key: CacheKey(service: "MeditationCatalog", member: "sessions(for:)", reason), ttl: .seconds(300)
        ) {
            try await decoratee.sessions(for: reason)
        }
    }
}

struct RetryingMeditationCatalog<Decoratee: MeditationCatalog>: MeditationCatalog {
    let decoratee: Decoratee
    let concerns: Concerns
    func sessions(for reason: Reason) async throws -> [Session] {
        guard concerns.isEnabled(.retry) else { return try await decoratee.sessions(for: reason) }
        return try await concerns.retrying(service: "MeditationCatalog", member: "sessions(for:)") {
            try await decoratee.sessions(for: reason)
        }
    }
}

extension MeditationCatalog {
    func decorated(with concerns: Concerns) -> some MeditationCatalog {
        LoggingMeditationCatalog(
            decoratee: MetricsMeditationCatalog(
                decoratee: CachingMeditationCatalog(
                    decoratee: RetryingMeditationCatalog(decoratee: self, concerns: concerns), concerns: concerns),
                concerns: concerns),
            concerns: concerns)
    }
}
