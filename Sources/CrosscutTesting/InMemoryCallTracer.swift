import Crosscut

/// Keeps every traced call's span in memory, for tests: ids count up from 1, so they are the same
/// on every run, and each span knows its parent.
///
/// ```swift
/// let tracer = InMemoryCallTracer()
/// let catalog = LiveCatalog().decorated(with: Concerns(tracer: tracer))
/// _ = try await catalog.sessions(for: .sleep)
/// #expect(tracer.spans.map(\.name) == ["Catalog.sessions(for:)"])
/// ```
public final class InMemoryCallTracer: CallTracer {
    /// A finished span.
    public struct Span: Sendable, Equatable {
        /// The call's name, `Catalog.sessions(for:)`.
        public var name: String
        /// Its trace and span ids.
        public var identity: SpanIdentity
        /// The span id of the span it is a child of, or `nil` for a trace's root.
        public var parentSpanID: String?
        /// Its attributes: ``TracedCall/attributes``, then ``TracingAttribute/errorType`` when the call threw.
        public var attributes: EventData
        /// The message of the error the call threw (redacted when the call's arguments are), or
        /// `nil` when it returned.
        public var errorMessage: EventValue?
    }

    private struct State {
        var lastTrace = 0
        var lastSpan = 0
        var finished: [(start: Int, span: Span)] = []
    }

    private let state = Locked(State())

    /// Creates a tracer with no spans.
    public init() {}

    /// The finished spans, in the order they started.
    public var spans: [Span] {
        state.withLock { $0.finished.sorted { $0.start < $1.start }.map(\.span) }
    }

    /// The finished spans as an indented tree, one line each, children under their parent in the
    /// order they started: `Catalog.sessions(for:)`, then `  Remote.fetch() error.type=URLError`.
    public var tree: String {
        let spans = spans
        var lines: [String] = []
        func append(childrenOf parent: String?, depth: Int) {
            for span in spans where span.parentSpanID == parent {
                var line = String(repeating: "  ", count: depth) + span.name
                if let errorType = span.attributes[TracingAttribute.errorType] {
                    line += " \(TracingAttribute.errorType)=\(errorType)"
                }
                lines.append(line)
                append(childrenOf: span.identity.spanID, depth: depth + 1)
            }
        }
        append(childrenOf: nil, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// Forgets every finished span.
    public func clear() {
        state.withLock { $0.finished.removeAll() }
    }

    public func withSpan(
        for call: TracedCall,
        isolation: isolated (any Actor)?,
        _ operation: (any CallSpan) async -> CallFailure?
    ) async {
        let span = start(call)
        finish(span, failure: await operation(span))
    }

    public func withSpan(for call: TracedCall, _ operation: (any CallSpan) -> CallFailure?) {
        let span = start(call)
        finish(span, failure: operation(span))
    }

    /// Starts a span for `call`, a child of the active span when it is one of this tracer's.
    private func start(_ call: TracedCall) -> RecordingSpan {
        let parent = ActiveCallSpan.current as? RecordingSpan
        let (start, identity) = state.withLock { state in
            state.lastSpan += 1
            if parent == nil { state.lastTrace += 1 }
            let traceID = parent?.ids.traceID ?? Self.hex(state.lastTrace, digits: 32)
            return (state.lastSpan, SpanIdentity(traceID: traceID, spanID: Self.hex(state.lastSpan, digits: 16)))
        }
        return RecordingSpan(
            start: start, identity: identity, parentSpanID: parent?.ids.spanID, name: call.name,
            attributes: call.attributes)
    }

    /// Keeps `span`, finished, with `failure` when its call threw.
    private func finish(_ span: RecordingSpan, failure: CallFailure?) {
        var finished = span.recorded
        if let failure {
            finished.attributes.append(TracingAttribute.errorType, .string(failure.errorType))
            finished.errorMessage = failure.message
        }
        state.withLock { $0.finished.append((span.start, finished)) }
    }

    /// `number` in lowercase hexadecimal, zero-padded to `digits`, as W3C trace context writes ids.
    private static func hex(_ number: Int, digits: Int) -> String {
        let text = String(number, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// A span of ``InMemoryCallTracer`` while its call runs.
private final class RecordingSpan: CallSpan {
    let start: Int
    let ids: SpanIdentity
    var identity: SpanIdentity? { ids }
    /// The span as it is kept once it ends, but for a failure.
    let recorded: InMemoryCallTracer.Span

    init(start: Int, identity: SpanIdentity, parentSpanID: String?, name: String, attributes: EventData) {
        self.start = start
        ids = identity
        recorded = InMemoryCallTracer.Span(
            name: name, identity: identity, parentSpanID: parentSpanID, attributes: attributes)
    }
}
