import Tracing

/// A tracing decorator as a swift-distributed-tracing user writes it: the call in the tracer's
/// `withSpan`, an `.internal` span named after the member, with the function's name and both
/// arguments as attributes.
///
/// Only `combine(_:with:)` is traced; the other members forward (`ForwardingCalculator`).
struct DistributedTracingCalculator<Decoratee: Calculator, SpanTracer: Tracer>: ForwardingCalculator {
    let decoratee: Decoratee
    let tracer: SpanTracer

    init(_ decoratee: Decoratee, tracer: SpanTracer) {
        self.decoratee = decoratee
        self.tracer = tracer
    }

    func combine(_ value: Int, with other: Int) -> Int {
        tracer.withSpan("Calculator.combine(_:with:)", ofKind: .internal) { span in
            span.updateAttributes { attributes in
                attributes["code.function.name"] = "Calculator.combine(_:with:)"
                attributes["value"] = value
                attributes["other"] = other
            }
            return decoratee.combine(value, with: other)
        }
    }
}
