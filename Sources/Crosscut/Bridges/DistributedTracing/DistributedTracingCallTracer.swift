#if DistributedTracing
    import Tracing

    /// A call tracer over swift-distributed-tracing, so that traced calls become spans of the tracer
    /// a server or app already bootstraps — OpenTelemetry, X-Ray, Zipkin — (the `DistributedTracing` trait).
    ///
    /// Each call is one `.internal` span named ``TracedCall/name``, its attributes ``TracedCall/attributes``
    /// (a redacted value as its redaction). The span runs through the tracer's `withSpan`, so its
    /// context is `InstrumentationContext.current` while the call runs: the call's own instrumented
    /// work (an HTTP client, a database driver) and the traced calls it makes become its children.
    /// A failed call sets ``TracingAttribute/errorType``, an error status with the failure's message
    /// and records the error; when the message is redacted, the recorded error is a stand-in whose
    /// description is that redacted message, so that no exporter prints the real one.
    ///
    /// swift-distributed-tracing has no trace or span ids of its own; give `identify` to read them
    /// from a span's context, and log events inside traced calls carry them as `trace_id` and `span_id`.
    ///
    /// ```swift
    /// InstrumentationSystem.bootstrap(otelTracer)
    /// let concerns = Concerns(tracer: DistributedTracingCallTracer())
    /// ```
    public final class DistributedTracingCallTracer: CallTracer {
        /// The tracer spans go to, or `nil` for `InstrumentationSystem.tracer` as it is at each call.
        public let tracer: (any Tracer)?
        /// Reads a span's trace and span ids from its context, or `nil` when none are read.
        public let identify: (@Sendable (InstrumentationContext) -> SpanIdentity?)?

        /// A tracer over `InstrumentationSystem.tracer`, looked up at each call rather than now: the
        /// `Concerns` are often built before `InstrumentationSystem.bootstrap`, and a `withTracer`
        /// scope around a call then reaches its span too. Without a tracer bootstrapped, spans are no-ops.
        ///
        /// - Parameter identify: Reads a span's trace and span ids from its context; by default none.
        public init(identify: (@Sendable (InstrumentationContext) -> SpanIdentity?)? = nil) {
            tracer = nil
            self.identify = identify
        }

        /// A tracer over `tracer`.
        ///
        /// ```swift
        /// let tracer = InMemoryTracer()
        /// let concerns = Concerns(
        ///     tracer: DistributedTracingCallTracer(tracer: tracer) { context in
        ///         context.inMemorySpanContext.map { SpanIdentity(traceID: $0.traceID, spanID: $0.spanID) }
        ///     })
        /// ```
        ///
        /// - Parameters:
        ///   - tracer: The tracer spans go to.
        ///   - identify: Reads a span's trace and span ids from its context; by default none.
        public init(tracer: any Tracer, identify: (@Sendable (InstrumentationContext) -> SpanIdentity?)? = nil) {
            self.tracer = tracer
            self.identify = identify
        }

        public func withSpan(
            for call: TracedCall,
            isolation: isolated (any Actor)?,
            _ operation: (any CallSpan) async -> CallFailure?
        ) async {
            await withSpan(in: currentTracer, for: call, isolation: isolation, operation)
        }

        public func withSpan(for call: TracedCall, _ operation: (any CallSpan) -> CallFailure?) {
            withSpan(in: currentTracer, for: call, operation)
        }

        /// Whether Crosscut makes this tracer's spans ``ActiveCallSpan/current``: only with `identify`,
        /// for log events to carry their ids. A span finds its parent in `ServiceContext`.
        public var needsActiveCallSpan: Bool { identify != nil }

        /// The tracer of a call starting now.
        private var currentTracer: any Tracer { tracer ?? InstrumentationSystem.tracer }

        /// The async form over the concrete tracer, `operation` on the caller's isolation.
        private func withSpan<T: Tracer>(
            in tracer: T,
            for call: TracedCall,
            isolation: isolated (any Actor)?,
            _ operation: (any CallSpan) async -> CallFailure?
        ) async {
            await tracer.withSpan(call.name, ofKind: .internal, isolation: isolation) { span in
                if let failure = await operation(started(span, for: call)) { Self.record(failure, on: span) }
            }
        }

        /// The sync form over the concrete tracer.
        private func withSpan<T: Tracer>(
            in tracer: T, for call: TracedCall, _ operation: (any CallSpan) -> CallFailure?
        ) {
            tracer.withSpan(call.name, ofKind: .internal) { span in
                if let failure = operation(started(span, for: call)) { Self.record(failure, on: span) }
            }
        }

        /// Sets the call's attributes on `span` and returns the call's ``CallSpan``: its ids, when
        /// `identify` reads them. The span itself stays here, where its type is known, and is never
        /// boxed.
        ///
        /// The call's attributes are built in a dictionary of their size, here where its type is
        /// known, and become the span's as they are when it has none yet (a new span's usual case).
        private func started<S: Tracing.Span>(_ span: S, for call: TracedCall) -> any CallSpan {
            var callAttributes = [String: SpanAttribute](minimumCapacity: call.arguments.count + 1)
            call.forEachAttribute { key, value in callAttributes[key] = Self.attribute(value) }
            span.updateAttributes { attributes in
                if attributes.isEmpty {
                    attributes = SpanAttributes(callAttributes)
                } else {
                    attributes.merge(SpanAttributes(callAttributes))
                }
            }
            guard let identify else { return Self.unidentified }
            return DistributedTracingCallSpan(identity: identify(span.context))
        }

        /// The ``CallSpan`` of every call when `identify` is `nil`: made once.
        private static let unidentified: any CallSpan = DistributedTracingCallSpan(identity: nil)

        /// Records on `span` that its call failed: ``TracingAttribute/errorType``, an error status
        /// with the failure's message, and the error, or a stand-in when its message is redacted.
        private static func record<S: Tracing.Span>(_ failure: CallFailure, on span: S) {
            let message = failure.message.description
            span.attributes.set(TracingAttribute.errorType, value: .string(failure.errorType))
            span.setStatus(SpanStatus(code: .error, message: message))
            span.recordError(failure.isMessageRedacted ? RedactedCallError(description: message) : failure.error)
        }

        /// Strings (redacted ones as their redaction), integers, doubles and booleans as themselves.
        static func attribute(_ value: EventValue) -> SpanAttribute {
            switch value {
            case .string(let string), .redacted(let string): .string(string)
            case .int(let int): .int64(Int64(int))
            case .double(let double): .double(double)
            case .bool(let bool): .bool(bool)
            }
        }
    }

    /// A traced call's swift-distributed-tracing span, as Crosscut sees it: its ids, if read.
    private struct DistributedTracingCallSpan: CallSpan {
        let identity: SpanIdentity?
    }

    /// What a span records in place of an error whose message is redacted: its description is the
    /// redacted message, so that an exporter that describes the error writes no secret.
    struct RedactedCallError: Error, CustomStringConvertible {
        let description: String
    }
#endif
