import Crosscut
import CrosscutTesting

/// What decoration costs per call: generated decorators against hand-written ones doing the same
/// work, and against a direct call.
///
/// Every service is built once, outside the timed loop, and reaches the loop through an opaque
/// call, so the optimizer specializes the decorators as in an app but cannot fold their
/// configuration (for example whether a concern is on) into the loop.
enum DecoratorSuite {
    static func comparisons() -> [Comparison] {
        [
            passThrough(), loggingDisabled(), loggingInMemory(), metrics(), caching(), retrySync(),
            retryAsync(),
        ]
    }

    private static let direct = "direct call"
    private static let handWritten = "hand-written"
    private static let generated = "generated"

    /// `combine` through each service, with the base's result as the checksum.
    private static func combining<Service: Calculator>(
        _ name: String, _ service: Service, comparedTo: String? = nil,
        observe: @escaping @Sendable () -> UInt64 = { 0 }, reset: @escaping @Sendable () -> Void = {}
    ) -> Variant {
        let service = Blackhole.opaque(service)
        return Variant(name, comparedTo: comparedTo, observe: observe, reset: reset) { iterations in
            Workload.combine(service, iterations: iterations)
        }
    }

    static func passThrough() -> Comparison {
        let off = Fixtures.concerns(enabled: [])
        let base = Arithmetic()
        let handWrittenStack = PassThroughCalculator(
            PassThroughCalculator(PassThroughCalculator(PassThroughCalculator(base))))
        // The hand-written decorators in the generated stack's order, outermost first.
        let handWrittenConcerns = HandWrittenLoggingCalculator(
            HandWrittenMetricsCalculator(
                HandWrittenCachingCalculator(HandWrittenRetryingCalculator(base, concerns: off), concerns: off),
                concerns: off),
            concerns: off)
        return Comparison(
            "Pass-through: decorators with their concerns off",
            note:
                "`combine(_:with:)` on a service whose work is one non-inlined call. Generated decorators with "
                + "`Concerns.enabled == []` check their switch and forward; \"hand-written …, off\" are the "
                + "hand-written concern decorators checking the same switch. Targets: generated / hand-written "
                + "≤ 1.05; both within a few ns of the direct call.",
            variants: [
                combining(direct, base),
                combining("hand-written pass-through", PassThroughCalculator(base), comparedTo: direct),
                combining(
                    "hand-written LoggingCalculator, off", HandWrittenLoggingCalculator(base, concerns: off),
                    comparedTo: "hand-written pass-through"),
                combining(
                    "generated LoggingCalculator, off", LoggingCalculator(base, concerns: off),
                    comparedTo: "hand-written LoggingCalculator, off"),
                combining(
                    "generated RetryingCalculator (combine is not retried)", RetryingCalculator(base, concerns: off),
                    comparedTo: "hand-written pass-through"),
                combining("hand-written pass-through ×4", handWrittenStack, comparedTo: direct),
                combining(
                    "hand-written concern decorators ×4, off", handWrittenConcerns,
                    comparedTo: "hand-written pass-through ×4"),
                combining(
                    "generated decorated(with:) ×4, off", base.decorated(with: off),
                    comparedTo: "hand-written concern decorators ×4, off"),
            ]
        )
    }

    static func loggingDisabled() -> Comparison {
        let concerns = Fixtures.concerns(enabled: .logging)
        let base = Arithmetic()
        return Comparison(
            "Logging on, level disabled",
            note:
                "Logging is on but the logger's minimum level is `.critical`, above any level a call logs at "
                + "(`.info`, `.error` when it throws): the decorator checks the switch and the level, and forwards "
                + "without reading the clock. "
                + "Target: generated / hand-written ≤ 1.10.",
            variants: [
                combining(direct, base),
                combining(
                    handWritten, HandWrittenLoggingCalculator(base, concerns: concerns), comparedTo: direct),
                combining(generated, LoggingCalculator(base, concerns: concerns), comparedTo: handWritten),
            ]
        )
    }

    static func loggingInMemory() -> Comparison {
        let sinks = (0..<3).map { _ in InMemoryEventSink() }
        let concerns = sinks.map { sink in
            Fixtures.concerns(enabled: .logging, logger: EventLogger(sink: sink, minimumLevel: .info))
        }
        let base = Arithmetic()
        return Comparison(
            "Logging into InMemoryEventSink",
            note:
                "Every call builds its event (name, arguments, outcome, duration, timestamp) and appends it to an "
                + "`InMemoryEventSink` (cleared between rounds). \"typed\" builds the arguments as `.int(value)` "
                + "instead of `EventValue(describing:)`. Target: generated / hand-written ≤ 1.10.",
            variants: [
                combining(
                    handWritten, HandWrittenLoggingCalculator(base, concerns: concerns[0]),
                    observe: { UInt64(sinks[0].events.count) }, reset: { sinks[0].clear() }),
                combining(
                    generated, LoggingCalculator(base, concerns: concerns[1]), comparedTo: handWritten,
                    observe: { UInt64(sinks[1].events.count) }, reset: { sinks[1].clear() }),
                combining(
                    "hand-written, typed arguments",
                    HandWrittenLoggingCalculator(base, concerns: concerns[2], arguments: TypedArguments.self),
                    comparedTo: handWritten,
                    observe: { UInt64(sinks[2].events.count) }, reset: { sinks[2].clear() }),
            ]
        )
    }

    static func metrics() -> Comparison {
        let recorders = (0..<2).map { _ in InMemoryMetricsRecorder() }
        let concerns = recorders.map { Fixtures.concerns(enabled: .metrics, metrics: $0) }
        let calls: @Sendable (InMemoryMetricsRecorder) -> UInt64 = { recorder in
            UInt64(recorder.snapshot().counters.reduce(0) { $0 + $1.value })
        }
        let base = Arithmetic()
        return Comparison(
            "Metrics into InMemoryMetricsRecorder",
            note:
                "Every call is counted and timed (`recordCall`: a counter and a histogram, one series each). "
                + "Target: generated / hand-written ≤ 1.10.",
            variants: [
                combining(
                    handWritten, HandWrittenMetricsCalculator(base, concerns: concerns[0]),
                    observe: { calls(recorders[0]) }, reset: { recorders[0].reset() }),
                combining(
                    generated, MetricsCalculator(base, concerns: concerns[1]), comparedTo: handWritten,
                    observe: { calls(recorders[1]) }, reset: { recorders[1].reset() }),
            ]
        )
    }

    static func caching() -> Comparison {
        let stores = (0..<2).map { _ in InMemoryCacheStore() }
        let concerns = stores.map { Fixtures.concerns(enabled: .caching, cache: $0) }
        let base = Arithmetic()
        return Comparison(
            "Caching, hit",
            note:
                "`square(_:)` is `cached(ttl: 300)`; 16 distinct arguments, so all but the first 16 calls per "
                + "round hit the `InMemoryCacheStore`. Logging is off (the `.debug` event is not built); the "
                + "request counter goes to a `NoopMetricsRecorder`. Target: generated / hand-written ≤ 1.10.",
            variants: [
                cachingVariant(
                    handWritten, HandWrittenCachingCalculator(base, concerns: concerns[0]), store: stores[0]),
                cachingVariant(
                    generated, CachingCalculator(base, concerns: concerns[1]), comparedTo: handWritten,
                    store: stores[1]),
            ]
        )
    }

    private static func cachingVariant<Service: Calculator>(
        _ name: String, _ service: Service, comparedTo: String? = nil, store: InMemoryCacheStore
    ) -> Variant {
        let service = Blackhole.opaque(service)
        return Variant(
            name, comparedTo: comparedTo, observe: { UInt64(store.statistics.hits) },
            reset: { store.invalidateAll() },
            run: { iterations in Workload.square(service, iterations: iterations) }
        )
    }

    static func retrySync() -> Comparison {
        let concerns = Fixtures.concerns(enabled: .retry)
        let base = Arithmetic()
        return Comparison(
            "Retry, synchronous call that succeeds first time",
            note:
                "`checked(_:)` throws but never fails, under `RetryStrategy.default`. Target: generated / "
                + "hand-written ≤ 1.10.",
            variants: [
                checkedVariant(direct, base),
                checkedVariant(
                    handWritten, HandWrittenRetryingCalculator(base, concerns: concerns), comparedTo: direct),
                checkedVariant(
                    generated, RetryingCalculator(base, concerns: concerns), comparedTo: handWritten),
            ]
        )
    }

    private static func checkedVariant<Service: Calculator>(
        _ name: String, _ service: Service, comparedTo: String? = nil
    ) -> Variant {
        let service = Blackhole.opaque(service)
        return Variant(name, comparedTo: comparedTo) { iterations in
            Workload.checked(service, iterations: iterations)
        }
    }

    static func retryAsync() -> Comparison {
        let concerns = Fixtures.concerns(enabled: .retry)
        let base = Arithmetic()
        return Comparison(
            "Retry, async call that succeeds first time",
            note: "`fetch(_:)` is `async throws` and never fails, under `RetryStrategy.default`. Target: "
                + "generated / hand-written ≤ 1.10.",
            variants: [
                fetchVariant(direct, base),
                fetchVariant(
                    handWritten, HandWrittenRetryingCalculator(base, concerns: concerns), comparedTo: direct),
                fetchVariant(
                    generated, RetryingCalculator(base, concerns: concerns), comparedTo: handWritten),
            ]
        )
    }

    private static func fetchVariant<Service: Calculator>(
        _ name: String, _ service: Service, comparedTo: String? = nil
    ) -> Variant {
        let service = Blackhole.opaque(service)
        return Variant(name, comparedTo: comparedTo) { iterations in
            await Workload.fetch(service, iterations: iterations)
        }
    }
}
