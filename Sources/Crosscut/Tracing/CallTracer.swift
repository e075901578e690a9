/// Starts the spans of traced calls: the tracing decorators' backend, set as ``Concerns/tracer``.
///
/// Crosscut calls it through ``Concerns/tracing(service:member:arguments:hasRedactedArguments:isolation:_:)``:
/// the tracer starts a span for the call, a child of the span active in the calling task, runs
/// `operation` with it and ends it when `operation` returns. `operation` never throws: it returns
/// the ``CallFailure`` of a call that threw, for the tracer to record on the span before it ends,
/// and `nil` for one that returned. The tracer keeps its span to itself; Crosscut sees only its
/// ``CallSpan``, the ids log events carry.
///
/// Crosscut runs `operation` with the span as ``ActiveCallSpan/current``, so that nested traced
/// calls and log events see it; a tracer over a library with a context of its own (such as
/// swift-distributed-tracing's `withSpan`) also makes the span current there, and may say with
/// ``needsActiveCallSpan`` that Crosscut need not.
///
/// A tracer is a class (`AnyObject`): the decorators check for one on every call, and a reference
/// is checked at the cost of a comparison.
///
/// ```swift
/// final class PrintingTracer: CallTracer {
///     func withSpan(for call: TracedCall, _ operation: (any CallSpan) -> CallFailure?) {
///         print("start", call.name)
///         if let failure = operation(PrintedSpan()) { print("failed", failure.errorType) }
///         print("end", call.name)
///     }
///     // ... and the async form.
/// }
/// ```
public protocol CallTracer: AnyObject, Sendable {
    /// Runs `operation` inside a new span for `call`, on the caller's isolation, and records on
    /// the span the failure `operation` returns, if any.
    func withSpan(
        for call: TracedCall,
        isolation: isolated (any Actor)?,
        _ operation: (any CallSpan) async -> CallFailure?
    ) async

    /// Runs `operation` inside a new span for `call`, and records on the span the failure
    /// `operation` returns, if any.
    func withSpan(for call: TracedCall, _ operation: (any CallSpan) -> CallFailure?)

    /// Whether Crosscut makes each span ``ActiveCallSpan/current`` while its call runs: how nested
    /// traced calls find their parent and log events their span's ids. `true` unless the tracer
    /// says otherwise; a tracer whose spans find their parents in a context of its own and have no
    /// ``CallSpan/identity`` returns `false`, and saves a task-local write a call.
    var needsActiveCallSpan: Bool { get }
}

extension CallTracer {
    /// `true`: Crosscut makes each span ``ActiveCallSpan/current`` while its call runs.
    public var needsActiveCallSpan: Bool { true }
}

/// One traced call's span, as the tracing decorators see it while the call runs: what log events
/// inside it carry, and how nested traced calls know it.
public protocol CallSpan: Sendable {
    /// The trace and span ids that log events carry while the span is active, or `nil` when the
    /// tracer has none to give.
    var identity: SpanIdentity? { get }
}

/// The ids that tie a log event to the span it happened in.
public struct SpanIdentity: Sendable, Hashable {
    /// The trace's id: the same for every span of one trace.
    public var traceID: String
    /// The span's id.
    public var spanID: String

    /// Creates the ids of a span.
    public init(traceID: String, spanID: String) {
        self.traceID = traceID
        self.spanID = spanID
    }
}
