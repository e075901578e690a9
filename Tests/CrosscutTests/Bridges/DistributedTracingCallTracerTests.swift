#if DistributedTracing
    import Crosscut
    import CrosscutTesting
    import InMemoryTracing
    import Testing
    import Tracing

    /// Traced calls through `Concerns.tracing` and `DistributedTracingCallTracer` into a real
    /// swift-distributed-tracing `InMemoryTracer`.
    @Suite(.timeLimit(.minutes(3))) struct DistributedTracingCallTracerTests {
        /// The in-memory tracer, the concerns tracing into it (with `identify` reading its ids when
        /// `identified`) and the sink their logger writes to.
        private func fixture(identified: Bool = false) -> (
            tracer: InMemoryTracer, concerns: Concerns, log: InMemoryEventSink
        ) {
            let tracer = InMemoryTracer()
            let log = InMemoryEventSink()
            let callTracer = DistributedTracingCallTracer(tracer: tracer, identify: identified ? inMemoryIdentity : nil)
            return (tracer, Concerns(tracer: callTracer, logger: EventLogger(sink: log, minimumLevel: .trace)), log)
        }

        /// The finished span named `name`.
        private func span(_ name: String, in tracer: InMemoryTracer) throws -> FinishedInMemorySpan {
            try #require(tracer.finishedSpans.first { $0.operationName == name })
        }

        @Test func aCallIsOneInternalSpanNamedAfterItWithItsArgumentsAsAttributes() async throws {
            let (tracer, concerns, _) = fixture()
            let arguments: EventData = [
                "reason": "sleep", "limit": 3, "ratio": 0.5, "fresh": true,
                "token": concerns.logger.redaction.redact("s3cr3t"),
            ]
            let value = await concerns.tracing(service: "Catalog", member: "sessions(for:)", arguments: arguments) {
                () async in
                #expect(InstrumentationContext.current?.inMemorySpanContext == tracer.activeSpans.first?.spanContext)
                return 7
            }
            #expect(value == 7)
            #expect(tracer.finishedSpans.count == 1)
            let span = try span("Catalog.sessions(for:)", in: tracer)
            #expect(span.kind == .internal)
            #expect(span.parentSpanID == nil)
            #expect(
                span.attributes == [
                    "code.function.name": "Catalog.sessions(for:)", "crosscut.argument.reason": "sleep",
                    "crosscut.argument.limit": .int64(3), "crosscut.argument.ratio": .double(0.5),
                    "crosscut.argument.fresh": .bool(true), "crosscut.argument.token": "<redacted>",
                ])
            #expect(span.status == nil)
            #expect(span.errors.isEmpty)
            #expect(InstrumentationContext.current?.inMemorySpanContext == nil)
        }

        @Test func attributesTheTracerSetsWhenASpanStartsAreKept() throws {
            let tracer = InMemoryTracer()
            let concerns = Concerns(
                tracer: DistributedTracingCallTracer(tracer: SamplerAttributingTracer(base: tracer)))
            concerns.tracing(service: "Catalog", member: "sessions(for:)", arguments: ["reason": "sleep"]) {}
            #expect(
                try span("Catalog.sessions(for:)", in: tracer).attributes == [
                    "sampler.name": "always", "code.function.name": "Catalog.sessions(for:)",
                    "crosscut.argument.reason": "sleep",
                ])
        }

        @Test func nestedCallsAndTheTracersOwnSpansInsideBecomeChildren() async throws {
            let (tracer, concerns, _) = fixture()
            await concerns.tracing(service: "Recap", member: "load()") { () async in
                concerns.tracing(service: "Cache", member: "read()") {}
                await concerns.tracing(service: "Catalog", member: "sessions()") { () async in
                    tracer.withSpan("db.query", ofKind: .client) { _ in }
                }
                async let remote: Void = concerns.tracing(service: "Remote", member: "fetch()") {}
                await remote
            }
            let root = try span("Recap.load()", in: tracer)
            let catalog = try span("Catalog.sessions()", in: tracer)
            #expect(root.parentSpanID == nil)
            #expect(try span("Cache.read()", in: tracer).parentSpanID == root.spanID)
            #expect(catalog.parentSpanID == root.spanID)
            #expect(try span("db.query", in: tracer).parentSpanID == catalog.spanID)
            #expect(try span("Remote.fetch()", in: tracer).parentSpanID == root.spanID)
            #expect(Set(tracer.finishedSpans.map(\.traceID)) == [root.traceID])
            #expect(tracer.finishedSpans.count == 5)
        }

        @Test func aFailureSetsTheErrorTypeAnErrorStatusAndRecordsTheError() throws {
            let (tracer, concerns, _) = fixture()
            #expect(throws: FlakyError("timeout")) {
                try concerns.tracing(service: "Settings", member: "load()") { () throws(FlakyError) -> Int in
                    throw FlakyError("timeout")
                }
            }
            let span = try span("Settings.load()", in: tracer)
            #expect(span.attributes.get("error.type") == .string("FlakyError"))
            #expect(span.status == SpanStatus(code: .error, message: "timeout"))
            #expect(span.errors.count == 1)
            #expect(span.errors.first?.error as? FlakyError == FlakyError("timeout"))
        }

        @Test func aRedactedMessageNeverReachesTheSpan() async throws {
            let (tracer, concerns, _) = fixture()
            let redacted = concerns.logger.redaction.redact("hunter2")
            await #expect(throws: FlakyError.self) {
                try await concerns.tracing(
                    service: "Accounts", member: "signIn(password:)", arguments: ["password": redacted]
                ) { () async throws in throw FlakyError("wrong password hunter2") }
            }
            #expect(throws: FlakyError.self) {
                try concerns.tracing(service: "Accounts", member: "rotate(with:)", hasRedactedArguments: true) {
                    () throws in throw FlakyError("bad token hunter2")
                }
            }
            #expect(tracer.finishedSpans.count == 2)
            for span in tracer.finishedSpans {
                #expect(span.attributes.get("error.type") == .string("FlakyError"))
                #expect(span.status == SpanStatus(code: .error, message: "<redacted>"))
                #expect(span.errors.count == 1)
                #expect(span.errors.map { "\($0.error)" } == ["<redacted>"])
                #expect(span.errors.allSatisfy { !($0.error is FlakyError) })
                #expect(!"\(span.attributes)".contains("hunter2"))
            }
        }

        @Test func eventsLoggedInsideATracedCallCarryTheSpansIdsWhenIdentified() async throws {
            let (tracer, concerns, log) = fixture(identified: true)
            await concerns.tracing(service: "Catalog", member: "refresh()") { () async in
                concerns.logger.log(.info, "inside", ["step": 1])
            }
            let span = try span("Catalog.refresh()", in: tracer)
            #expect(
                log.events.map(\.data) == [
                    ["step": 1, "trace_id": .string(span.traceID), "span_id": .string(span.spanID)]
                ])

            let (_, unidentified, unidentifiedLog) = fixture()
            unidentified.tracing(service: "Catalog", member: "refresh()") {
                unidentified.logger.log(.info, "inside")
            }
            #expect(unidentifiedLog.events.map(\.data) == [[:]])
        }

        @Test func theActiveCallSpanIsSetOnlyWhenItCarriesIds() async throws {
            let (_, identified, _) = fixture(identified: true)
            let (_, unidentified, _) = fixture()
            #expect(identified.tracer?.needsActiveCallSpan == true)
            #expect(unidentified.tracer?.needsActiveCallSpan == false)
            let identity = await identified.tracing(service: "Catalog", member: "refresh()") { () async in
                ActiveCallSpan.current?.identity
            }
            #expect(identity != nil)
            let unidentifiedSpan = unidentified.tracing(service: "Catalog", member: "refresh()") {
                ActiveCallSpan.current
            }
            #expect(unidentifiedSpan == nil)
        }

        @Test func byDefaultTheSpansGoToTheInstrumentationSystemsTracerAtEachCall() async throws {
            let tracer = InMemoryTracer()
            let concerns = Concerns(
                tracer: DistributedTracingCallTracer(), logger: EventLogger(sink: InMemoryEventSink()))
            await withTracer(tracer) {
                await concerns.tracing(service: "Catalog", member: "refresh()") { () async in }
            }
            #expect(tracer.finishedSpans.map(\.operationName) == ["Catalog.refresh()"])
        }

        @MainActor @Test func aMainActorCallerKeepsItsIsolation() async throws {
            let (tracer, concerns, _) = fixture()
            let screen = Screen()
            await concerns.tracing(service: "Screen", member: "show()") {
                MainActor.assertIsolated()
                await screen.show()
            }
            #expect(screen.shown == 1)
            #expect(tracer.finishedSpans.map(\.operationName) == ["Screen.show()"])
        }
    }

    /// The in-memory tracer's ids of the span whose context is `context`.
    @Sendable private func inMemoryIdentity(_ context: InstrumentationContext) -> SpanIdentity? {
        context.inMemorySpanContext.map { SpanIdentity(traceID: $0.traceID, spanID: $0.spanID) }
    }

    @MainActor private final class Screen {
        var shown = 0
        func show() async { shown += 1 }
    }

    /// A tracer whose spans carry an attribute of its own from their start, as a sampler's may: the
    /// spans of `base`.
    private struct SamplerAttributingTracer: Tracer {
        let base: InMemoryTracer

        func startSpan<Instant: TracerInstant>(
            _ operationName: String,
            context: @autoclosure () -> InstrumentationContext,
            ofKind kind: SpanKind,
            at instant: @autoclosure () -> Instant,
            function: String,
            file fileID: String,
            line: UInt
        ) -> InMemorySpan {
            let span = base.startSpan(
                operationName, context: context(), ofKind: kind, at: instant(), function: function, file: fileID,
                line: line)
            span.attributes["sampler.name"] = "always"
            return span
        }

        func activeSpan(identifiedBy context: InstrumentationContext) -> InMemorySpan? {
            base.activeSpan(identifiedBy: context)
        }

        func forceFlush() {}

        func extract<Carrier, Extract: Extractor>(
            _ carrier: Carrier, into context: inout InstrumentationContext, using extractor: Extract
        ) where Extract.Carrier == Carrier {
            base.extract(carrier, into: &context, using: extractor)
        }

        func inject<Carrier, Inject: Injector>(
            _ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject
        ) where Inject.Carrier == Carrier {
            base.inject(context, into: &carrier, using: injector)
        }
    }
#endif
