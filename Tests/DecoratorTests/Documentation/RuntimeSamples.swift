// The runtime samples of the concern articles (Sources/Crosscut/Crosscut.docc), compiled here; the
// regions are checked against the articles by DocumentationSampleTests, as DocumentationSamples.swift's.
import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// A remote that answers at once.
private struct InstantRemote {
    func sessions(for reason: Reason) async throws -> [Session] { [Session(title: reason.rawValue)] }
}

@Suite struct RuntimeSampleRuns {
    /// Compiled, not run: it writes to a file.
    func loggingAndRedaction(secretKey: [UInt8], token: String) throws {
        // docs:begin(logging)
        let logger = EventLogger(
            sink: MultiplexEventSink([ConsoleEventSink(), try JSONLinesEventSink(path: "/tmp/onboarding.jsonl")]),
            minimumLevel: .debug,
            redaction: .hashed(key: secretKey)   // or .mask, the default
        )
        logger.log(.info, "Welcome.next", ["screen": "welcome", "step": 1])
        logger.log(.info, "Session.signIn", ["token": logger.redaction.redact(token)])
        // docs:end
    }

    @Test func metricsAndPrometheus() {
        // docs:begin(metrics)
        let metrics = InMemoryMetricsRecorder()
        metrics.recordCall(service: "AgeManager", member: "increase()", outcome: .returned, duration: .milliseconds(3))

        let snapshot = metrics.snapshot()
        let module = ServiceName("AgeManager", fileID: #fileID).module  // this file's, as recordCall names it
        let series: Dimensions = ["module": module, "service": "AgeManager", "member": "increase()", "outcome": "success"]
        let calls = snapshot.counter(MetricName.calls, series)               // 1
        let p99 = snapshot.histogram(MetricName.callDuration, series)?.p99   // about 3 ms
        print(snapshot.summary)          // one line per series
        print(metrics.prometheusText())  // for a /metrics endpoint
        // docs:end
        #expect(calls == 1)
        #expect(p99 != nil)
    }

    @Test func caching() async throws {
        let remote = InstantRemote()
        // docs:begin(caching)
        let store = InMemoryCacheStore(capacity: 500, defaultTTL: .seconds(60))
        let catalog = ServiceName("Catalog", fileID: #fileID)
        let sessions = store.partition(
            service: catalog, member: "sessions(for:)", keyType: Reason.self, valueType: [Session].self)
        let lookup = try await sessions.value(forKey: .sleep, ttl: .seconds(300)) {
            try await remote.sessions(for: .sleep)
        }
        print(lookup.result, store.statistics.hitRatio)   // miss 0.0
        store.invalidate(service: catalog, member: nil)
        // docs:end
        #expect(lookup.result == .miss)
    }

    @Test func retry() async throws {
        let remote = InstantRemote()
        // docs:begin(retry)
        let strategy = RetryStrategy(
            maxAttempts: 4,
            backoff: .exponential(initial: .milliseconds(100), multiplier: 2, cap: .seconds(2)),
            jitter: .decorrelated,
            randomSource: .seeded(42),
            isRetryable: { !($0 is CancellationError) && !($0 is DecodingError) },
            deadline: .seconds(5),
            budget: RetryBudget(capacity: 20, tokensPerSecond: 2)
        )
        let sessions = try await strategy.run(onRetry: { retry in print(retry.attempt, retry.delay, retry.error) }) {
            try await remote.sessions(for: .sleep)
        }
        // docs:end
        #expect(sessions == [Session(title: "sleep")])
    }

    @Test func tracing() async throws {
        let remote = InstantRemote()
        let events = InMemoryEventSink()
        // docs:begin(tracing)
        let tracer = InMemoryCallTracer()   // in tests; a server passes its swift-distributed-tracing tracer
        let concerns = Concerns(tracer: tracer, logger: EventLogger(sink: events))
        let sessions = try await concerns.tracing(
            service: "MeditationCatalog", member: "sessions(for:)", arguments: ["reason": "sleep"]
        ) {
            concerns.logger.log(.info, "cache miss")   // carries trace_id and span_id
            return try await concerns.tracing(service: "Remote", member: "sessions(for:)") {
                try await remote.sessions(for: .sleep)
            }
        }
        print(tracer.tree)
        // MeditationCatalog.sessions(for:)
        //   Remote.sessions(for:)
        // docs:end
        #expect(sessions == [Session(title: "sleep")])
        #expect(tracer.tree == "MeditationCatalog.sessions(for:)\n  Remote.sessions(for:)")
        #expect(events.events.first?.data["span_id"] == .string(tracer.spans[0].identity.spanID))
    }

    @Test func authorization() async throws {
        // docs:begin(authorization)
        let concerns = Concerns(
            accessPolicy: .rolesIncludePermission.or(
                AccessPolicy(readsArguments: false) { caller, _ in caller.claims["plan"] == "staff" })
        )
        let orders = LiveOrders().decorated(with: concerns)   // AuthorizingOrders checks before each call
        let clerk = Caller(id: "user-42", roles: ["orders.read"])
        let first = try await Caller.with(clerk) { try await orders.order(id: 1) }   // allowed: orders.read
        do {
            _ = try await orders.order(id: 1)   // nobody is calling
        } catch let denied as AccessDenied {
            print(denied.reason)   // noCaller: an HTTP server answers 401; notPermitted, 403
        }
        // docs:end
        #expect(first == "order 1")
    }

    @Test func circuitBreaker() async throws {
        let remote = InstantRemote()
        // docs:begin(circuitBreaker)
        let concerns = Concerns(
            circuitBreakers: CircuitBreakers(
                policy: CircuitBreakerPolicy(failureRatio: 0.5, minimumCalls: 10, window: 20, breakDuration: .seconds(30)))
        )
        let breaker = concerns.circuitBreaker(named: "MeditationCatalog")   // what CircuitBreakingMeditationCatalog uses
        let sessions = try await concerns.breaking(with: breaker, service: "MeditationCatalog", member: "sessions(for:)") {
            try await remote.sessions(for: .sleep)
        }
        print(breaker.state)   // closed
        // docs:end
        #expect(sessions == [Session(title: "sleep")])
        #expect(breaker.state == .closed)
    }
}
