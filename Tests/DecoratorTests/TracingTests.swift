import Crosscut
import CrosscutTesting
import Testing

/// The generated tracing decorators, through the plugin: one span per call named as its event is,
/// nested traced calls as child spans, the call's log events and retries inside its span.
@Suite struct TracingTests {
    private func itinerary(_ harness: TestConcerns, failingFirst failures: Int = 0) -> some Itinerary {
        let forecast = FixedSkyReport().decorated(with: harness.concerns)
        return LiveItinerary(forecast: forecast, failingFirst: failures).decorated(with: harness.concerns)
    }

    @Test func aCallIsASpanAndTheTracedCallItMakesIsItsChild() async throws {
        let harness = TestConcerns.harness()
        let plan = try await itinerary(harness).plan(for: "Lisbon")
        #expect(plan == ["walk in Lisbon at 21°"])
        #expect(
            harness.tracer.tree == """
                Itinerary.plan(for:)
                  SkyReport.today(in:apiKey:)
                """)
        let (outer, inner) = (harness.tracer.spans[0], harness.tracer.spans[1])
        #expect(outer.attributes == ["code.function.name": "Itinerary.plan(for:)", "crosscut.argument.city": "Lisbon"])
        #expect(inner.attributes["crosscut.argument.apiKey"] == .redacted("<redacted>"))
        #expect(inner.identity.traceID == outer.identity.traceID)
        #expect(inner.parentSpanID == outer.identity.spanID)
    }

    @Test func eachCallsLogEventCarriesItsOwnSpansIds() async throws {
        let harness = TestConcerns.harness()
        _ = try await itinerary(harness).plan(for: "Lisbon")
        let spans = Dictionary(uniqueKeysWithValues: harness.tracer.spans.map { ($0.name, $0.identity) })
        #expect(harness.callEvents == ["SkyReport.today(in:apiKey:)", "Itinerary.plan(for:)"])
        for event in harness.log.events {
            let identity = try #require(spans[event.name])
            #expect(event.data["trace_id"] == .string(identity.traceID))
            #expect(event.data["span_id"] == .string(identity.spanID))
        }
    }

    @Test func retriesHappenInsideTheOneSpanOfTheCall() async throws {
        let harness = TestConcerns.harness(maxAttempts: 3)
        _ = try await itinerary(harness, failingFirst: 2).plan(for: "Lisbon")
        #expect(
            harness.tracer.tree == """
                Itinerary.plan(for:)
                  SkyReport.today(in:apiKey:)
                  SkyReport.today(in:apiKey:)
                  SkyReport.today(in:apiKey:)
                """)
        let span = try #require(harness.tracer.spans.first)
        let retries = harness.log.events.filter { $0.name == "Itinerary.plan(for:) retry" }
        #expect(retries.count == 2)
        #expect(retries.allSatisfy { $0.data["span_id"] == .string(span.identity.spanID) })
    }

    @Test func aTypedFailureIsRecordedOnTheSpanAndRethrownTyped() throws {
        let harness = TestConcerns.harness()
        let service = itinerary(harness)
        #expect(throws: ForecastError.unknownCity("Atlantis")) { try service.forecast(in: "Atlantis") }
        let span = try #require(harness.tracer.spans.first)
        #expect(span.attributes["error.type"] == "ForecastError")
        #expect(span.errorMessage == #"unknownCity("Atlantis")"#)
        #expect(harness.log.events.first?.data["span_id"] == .string(span.identity.spanID))
    }

    @Test func propertiesAreTracedAndSkippedMembersAreNot() throws {
        let harness = TestConcerns.harness()
        var service = itinerary(harness)
        service.title = "Lisbon in May"
        #expect(service.title == "Lisbon in May")
        #expect(service.ping())
        #expect(harness.tracer.spans.map(\.name) == ["Itinerary.title.setter", "Itinerary.title"])
        #expect(harness.tracer.spans.first?.attributes["crosscut.argument.newValue"] == "Lisbon in May")
    }

    @Test func withTracingOffOrNoTracerNothingIsTraced() async throws {
        let harness = TestConcerns.harness(enabled: [.logging, .metrics, .retry])
        _ = try await itinerary(harness).plan(for: "Lisbon")
        var untraced = TestConcerns.harness()
        untraced.concerns.tracer = nil
        _ = try await itinerary(untraced).plan(for: "Lisbon")
        #expect(harness.tracer.spans.isEmpty && untraced.tracer.spans.isEmpty)
        #expect(harness.callEvents.count == 2 && untraced.callEvents.count == 2)
        #expect(untraced.log.events.allSatisfy { $0.data["trace_id"] == nil })
    }

    @MainActor @Test func aMainActorServiceIsTracedOnTheMainActor() async {
        let harness = TestConcerns.harness()
        let screen = LiveTripScreen()
        let decorated = screen.decorated(with: harness.concerns)
        #expect(await decorated.show(["walk"]) == 1)
        #expect(screen.shown == ["walk"])
        #expect(harness.tracer.spans.map(\.name) == ["TripScreen.show(_:)"])
    }
}
