import Crosscut
import CrosscutTesting
import InMemoryTracing
import Tracing

/// Tracing one call: Crosscut's generated tracing decorator over the `DistributedTracing` bridge,
/// against the decorator a swift-distributed-tracing user writes, both into the library's
/// `InMemoryTracer`; Crosscut's over its own `InMemoryCallTracer` beside them; and the decorator
/// with no tracer set, against the direct call.
enum TracingComparison {
    static let crosscut = "Crosscut TracingCalculator over swift-distributed-tracing"
    static let crosscutInMemory = "Crosscut TracingCalculator over InMemoryCallTracer"
    static let byHand = "swift-distributed-tracing by hand"
    static let noTracer = "Crosscut TracingCalculator, no tracer"

    static func make() -> Comparison {
        Comparison(
            id: "tracing",
            title: "Tracing: one call in a span",
            note: "`combine(_:with:)` in an `.internal` span named after it, with `code.function.name` and both "
                + "arguments as attributes, ended into swift-distributed-tracing's `InMemoryTracer` (both "
                + "tracers are emptied before every round). Over its own `InMemoryCallTracer`, Crosscut's span "
                + "is also the task-local active span during the call. Target: \(crosscut) ≤ 1.5× \(byHand).",
            variants: variants(),
            references: [byHand],
            targets: [.ratio(crosscut, atMost: 1.5, of: byHand)]
        )
    }

    static func makeWithoutTracer() -> Comparison {
        Comparison(
            id: "tracing-off",
            title: "Tracing: a call with no tracer",
            note: "The tracing decorator with tracing on but no tracer in the `Concerns` (the default): it checks "
                + "and forwards. Targets: within 20 instructions of the \(VariantNames.direct) "
                + "(`\(Reproduce.instructions)`), no allocation.",
            variants: [
                Variant.direct(Workload.combining(Arithmetic())),
                Variant(
                    noTracer,
                    run: Workload.combining(
                        TracingCalculator(Arithmetic(), concerns: Fixtures.concerns(enabled: [.tracing])))),
            ],
            references: [VariantNames.direct],
            targets: [
                .instructions(noTracer, "≤ the \(VariantNames.direct) + 20 instructions"), .noAllocation(noTracer),
            ]
        )
    }

    private static func variants() -> [Variant] {
        let base = Arithmetic()
        let bridged = InMemoryTracer()
        let handTraced = InMemoryTracer()
        let callTracer = InMemoryCallTracer()
        let traced = TracingCalculator(
            base, concerns: Fixtures.concerns(enabled: [.tracing], tracer: DistributedTracingCallTracer(tracer: bridged)))
        let tracedInMemory = TracingCalculator(
            base, concerns: Fixtures.concerns(enabled: [.tracing], tracer: callTracer))
        return [
            Variant(
                crosscut, observe: { UInt64(bridged.finishedSpans.count) }, reset: { bridged.clearAll() },
                run: Workload.combining(traced)),
            Variant(
                byHand, observe: { UInt64(handTraced.finishedSpans.count) }, reset: { handTraced.clearAll() },
                run: Workload.combining(DistributedTracingCalculator(base, tracer: handTraced))),
            Variant(
                crosscutInMemory, observe: { UInt64(callTracer.spans.count) }, reset: { callTracer.clear() },
                run: Workload.combining(tracedInMemory)),
        ]
    }
}
