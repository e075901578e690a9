import Crosscut
import CrosscutTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct ConcernsTracingTests {
    @Test func aCallRunsInOneSpanNamedAfterItWithItsArgumentsAsAttributes() async throws {
        let fixture = TestConcerns()
        let value = try await fixture.concerns.tracing(
            service: "Catalog", member: "sessions(for:)", arguments: ["reason": "sleep"]
        ) { () async throws in
            #expect(ActiveCallSpan.current?.identity?.spanID == "0000000000000001")
            return 3
        }
        #expect(value == 3)
        let span = try #require(fixture.tracer.spans.first)
        #expect(fixture.tracer.spans.count == 1)
        #expect(span.name == "Catalog.sessions(for:)")
        #expect(
            span.attributes == ["code.function.name": "Catalog.sessions(for:)", "crosscut.argument.reason": "sleep"])
        #expect(span.parentSpanID == nil)
        #expect(span.errorMessage == nil)
        #expect(ActiveCallSpan.current == nil)
    }

    @Test func aTracedMemberNamesTheSpanAndKeysItsArgumentsInTheOrderItWasMadeWith() throws {
        let fixture = TestConcerns()
        let transfer = TracedMember(service: "Ledger", member: "transfer(from:to:amount:)", arguments: ["from", "to"])
        #expect(transfer.name == "Ledger.transfer(from:to:amount:)")
        fixture.concerns.tracing(transfer, arguments: ["from": "a", "to": "b", "amount": 3]) {}
        // The arguments in another order than the member's: each still under its own key.
        fixture.concerns.tracing(transfer, arguments: ["to": "c", "from": "d"]) {}
        let spans = fixture.tracer.spans
        try #require(spans.count == 2)
        #expect(spans.map(\.name) == ["Ledger.transfer(from:to:amount:)", "Ledger.transfer(from:to:amount:)"])
        #expect(
            spans[0].attributes == [
                "code.function.name": "Ledger.transfer(from:to:amount:)", "crosscut.argument.from": "a",
                "crosscut.argument.to": "b", "crosscut.argument.amount": 3,
            ])
        #expect(
            spans[1].attributes == [
                "code.function.name": "Ledger.transfer(from:to:amount:)", "crosscut.argument.to": "c",
                "crosscut.argument.from": "d",
            ])
    }

    @Test func nestedCallsAndChildTasksBecomeChildSpansOfOneTrace() async {
        let fixture = TestConcerns()
        let concerns = fixture.concerns
        await concerns.tracing(service: "Recap", member: "load()") {
            await concerns.tracing(service: "Catalog", member: "sessions()") { () async in
                concerns.tracing(service: "Cache", member: "read()") {}
            }
            async let remote: Void = concerns.tracing(service: "Remote", member: "fetch()") {}
            await remote
        }
        await concerns.tracing(service: "Recap", member: "close()") { () async in }
        #expect(
            fixture.tracer.tree == """
                Recap.load()
                  Catalog.sessions()
                    Cache.read()
                  Remote.fetch()
                Recap.close()
                """)
        let spans = fixture.tracer.spans
        #expect(Set(spans.prefix(4).map(\.identity.traceID)) == [spans[0].identity.traceID])
        #expect(spans[4].identity.traceID != spans[0].identity.traceID)
        #expect(spans[2].parentSpanID == spans[1].identity.spanID)
    }

    @Test func aFailureIsRecordedAndTheTypedErrorRethrown() throws {
        let fixture = TestConcerns()
        #expect(throws: FlakyError("timeout")) {
            try fixture.concerns.tracing(service: "Settings", member: "load()") { () throws(FlakyError) -> Int in
                throw FlakyError("timeout")
            }
        }
        let span = try #require(fixture.tracer.spans.first)
        #expect(span.attributes["error.type"] == "FlakyError")
        #expect(span.errorMessage == "timeout")
        #expect(fixture.tracer.tree == "Settings.load() error.type=FlakyError")
    }

    @Test func theMessageIsRedactedWhenAnArgumentIs() async throws {
        let fixture = TestConcerns()
        let redacted = fixture.concerns.logger.redaction.redact("hunter2")
        await #expect(throws: FlakyError.self) {
            try await fixture.concerns.tracing(
                service: "Accounts", member: "signIn(password:)", arguments: ["password": redacted]
            ) { () async throws in throw FlakyError("wrong password hunter2") }
        }
        _ = try? fixture.concerns.tracing(service: "Accounts", member: "rotate(with:)", hasRedactedArguments: true) {
            () throws in throw FlakyError("bad token s3cr3t")
        }
        let messages = fixture.tracer.spans.map(\.errorMessage)
        #expect(messages == [.redacted("<redacted>"), .redacted("<redacted>")])
        #expect(fixture.tracer.spans.first?.attributes["crosscut.argument.password"] == .redacted("<redacted>"))
    }

    @Test func eventsLoggedInsideASpanCarryItsIds() async throws {
        let fixture = TestConcerns()
        let logger = fixture.concerns.logger
        logger.log(.info, "before")
        await fixture.concerns.tracing(service: "Catalog", member: "refresh()") { () async in
            logger.log(.info, "inside", ["step": 1])
        }
        let events = fixture.log.events
        #expect(events.map(\.name) == ["before", "inside"])
        #expect(events[0].data == [:])
        let span = try #require(fixture.tracer.spans.first)
        #expect(
            events[1].data == [
                "step": 1, "trace_id": .string(span.identity.traceID), "span_id": .string(span.identity.spanID),
            ])
    }

    @Test func withoutATracerOrWithTracingOffTheCallRunsUntouched() async {
        var concerns = Concerns(logger: EventLogger(sink: InMemoryEventSink()))
        let untraced = TestConcerns(enabled: [.logging])
        for concerns in [concerns, untraced.concerns] {
            let value = await concerns.tracing(
                service: "Catalog", member: "count()", arguments: unexpectedArguments()
            ) { () async in
                #expect(ActiveCallSpan.current == nil)
                return 7
            }
            #expect(value == 7)
        }
        concerns.tracer = untraced.tracer
        concerns.enabled.remove(.tracing)
        concerns.tracing(service: "Catalog", member: "count()") {}
        #expect(untraced.tracer.spans.isEmpty)
    }

    @Test func aNoncopyableValueIsReturnedThroughTheSpan() async {
        let fixture = TestConcerns()
        let ticket = await fixture.concerns.tracing(service: "Desk", member: "issue()") { () async in Ticket(number: 4)
        }
        #expect(ticket.number == 4)
        #expect(fixture.tracer.spans.map(\.name) == ["Desk.issue()"])
    }

    @MainActor @Test func aMainActorCallerKeepsItsIsolation() async {
        let fixture = TestConcerns()
        let screen = Screen()
        await fixture.concerns.tracing(service: "Screen", member: "show()") {
            MainActor.assertIsolated()
            await screen.show()
        }
        #expect(screen.shown == 1)
    }
}

private func unexpectedArguments() -> EventData {
    Issue.record("the arguments were evaluated")
    return [:]
}

private struct Ticket: ~Copyable {
    var number: Int
}

@MainActor private final class Screen {
    var shown = 0
    func show() async { shown += 1 }
}
