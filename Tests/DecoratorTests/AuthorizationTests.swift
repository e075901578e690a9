import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// The generated authorizing decorator, through the plugin and composed with every concern a denied
/// call passes by: the caller is checked before the cache, the retry and the breaker, per task, and a
/// denial is logged, counted and traced without the arguments; an inherited `encode(to:)` or `next()` is
/// checked too.
@Suite struct AuthorizationTests {
    private let harness = TestConcerns.harness(maxAttempts: 3)
    private let live = CountingOrders()

    private var orders: some Orders { live.decorated(with: harness.concerns) }

    @Test func anAllowedCallerReachesTheService() async throws {
        let orders = orders
        let placed = try await Caller.with(.clerk) { try await orders.place("book", password: "hunter2") }
        #expect(placed == 7)
        #expect(try Caller.with(.reader) { try orders.count() } == 3, "the protocol's permission")
        #expect(live.counter.count("place") == 1 && live.counter.count("count") == 1)
    }

    @Test func withoutACallerTheCallIsDeniedBeforeTheService() async {
        await #expect(throws: AccessDenied(.noCaller, call: "Orders.order(id:)", permission: "orders.read")) {
            try await orders.order(id: 1)
        }
        #expect(live.counter.count("order") == 0)
    }

    @Test func aCallerWithoutThePermissionIsDeniedBeforeTheService() async {
        let orders = orders
        await #expect(
            throws: AccessDenied(.notPermitted, call: "Orders.place(_:password:)", permission: "orders.write")
        ) {
            try await Caller.with(.reader) { try await orders.place("book", password: "hunter2") }
        }
        #expect(live.counter.count("place") == 0)
    }

    @Test func anInheritedThrowingRequirementIsCheckedAsAMemberIs() throws {
        let statement = LiveStatement().decorated(with: harness.concerns)
        #expect(throws: AccessDenied(.noCaller, call: "Statement.encode(to:)", permission: "orders.read")) {
            try JSONEncoder().encode(statement)
        }
        let encoded = try Caller.with(.reader) { try JSONEncoder().encode(statement) }
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"entries":[3,4]}"#)
        #expect(statement.description == "a statement of 2 entries", "'open: CustomStringConvertible'")
    }

    @Test func anInheritedAsyncIteratorsNextIsCheckedAsAMemberIs() async throws {
        var feed = LiveEntryFeed(left: [3, 4]).decorated(with: harness.concerns)
        await #expect(throws: AccessDenied(.noCaller, call: "EntryFeed.next()", permission: "orders.read")) {
            try await feed.next()
        }
        #expect(try await Caller.with(.reader) { try await feed.next() } == 3, "the denied call took nothing")
        #expect(try await Caller.with(.reader) { try await feed.next() } == 4)
    }

    @Test func aCachedResultIsNeverReturnedToADeniedCaller() async throws {
        let orders = orders
        #expect(try await Caller.with(.reader) { try await orders.order(id: 1) } == "order 1")
        await #expect(throws: AccessDenied.self) {
            try await Caller.with(.visitor) { try await orders.order(id: 1) }
        }
        await #expect(throws: AccessDenied.self) { try await orders.order(id: 1) }
        #expect(try await Caller.with(.reader) { try await orders.order(id: 1) } == "order 1")
        #expect(live.counter.count("order") == 1, "the allowed callers' second call was a hit")
    }

    @Test func aDeniedCallIsNeitherRetriedNorCountedByTheBreaker() async {
        var harness = TestConcerns.harness(maxAttempts: 5)
        harness.concerns.circuitBreakers = CircuitBreakers(
            policy: CircuitBreakerPolicy(failureRatio: 0.5, minimumCalls: 2, window: 2, breakDuration: .seconds(30)))
        let orders = live.decorated(with: harness.concerns)
        for _ in 0..<4 {
            await #expect(throws: AccessDenied.self) {
                try await Caller.with(.visitor) { try await orders.place("book", password: "hunter2") }
            }
        }
        #expect(harness.retries("Orders", "place(_:password:)") == nil)
        #expect(harness.concerns.circuitBreaker(of: "Orders").state == .closed)
        #expect(live.counter.count("place") == 0)
    }

    @Test func concurrentCallersEachGetTheirOwnDecision() async {
        let orders = orders
        let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
            for index in 0..<40 {
                let caller =
                    index.isMultiple(of: 2) ? Caller.clerk : Caller(id: "visitor-\(index)", roles: ["orders.read"])
                group.addTask {
                    await Caller.with(caller) {
                        (index, (try? await orders.place("item \(index)", password: "pw")) != nil)
                    }
                }
            }
            return await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes.count == 40)
        #expect(outcomes.allSatisfy { index, placed in placed == index.isMultiple(of: 2) })
        #expect(live.counter.count("place") == 20)
    }

    @Test func theDenialIsLoggedCountedAndTracedWithoutTheSecret() async throws {
        var harness = harness
        let seen = Locked(EventData())
        harness.concerns.accessPolicy = AccessPolicy { caller, request in
            seen.withLock { $0 = request.arguments }
            return caller.roles.contains(request.permission)
        }
        let orders = live.decorated(with: harness.concerns)
        await #expect(throws: AccessDenied.self) {
            try await Caller.with(.reader) { try await orders.place("book", password: "hunter2") }
        }
        #expect(seen.withLock { $0["item"] } == "book", "the policy reads the arguments as logging sees them")
        #expect(seen.withLock { $0["password"] } == .redacted("<redacted>"))

        let denial = try #require(harness.events(named: "Orders.place(_:password:) access denied").first)
        #expect(denial.level == .warning)
        #expect(denial.data["permission"] == "orders.write" && denial.data["reason"] == "not_permitted")
        let denied = harness.metrics.snapshot().counter(
            MetricName.accessDenied,
            [
                "module": "DecoratorTests", "service": "Orders", "member": "place(_:password:)",
                "permission": "orders.write", "reason": "not_permitted",
            ])
        #expect(denied == 1)
        let span = try #require(harness.tracer.spans.first { $0.name == "Orders.place(_:password:)" })
        #expect(span.attributes["error.type"] == "AccessDenied")
        #expect(span.attributes["crosscut.argument.password"] == .redacted("<redacted>"))

        func text(_ data: EventData) -> String { data.fields.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
        let recorded =
            harness.log.events.map { "\($0.name) \(text($0.data))" }
            + harness.tracer.spans.map { "\($0.name) \(text($0.attributes)) \($0.errorMessage?.description ?? "")" }
            + [harness.metrics.prometheusText()]
        #expect(!recorded.contains { $0.contains("hunter2") })
    }

    @Test func aMemberOpenToEveryCallerNeedsNone() {
        #expect(orders.status() == "open")
    }

    @Test func theCallerDoesNotLeakIntoADetachedTask() async throws {
        let orders = orders
        let inherited = try await Caller.with(.reader) { try await Task { try await orders.order(id: 2) }.value }
        #expect(inherited == "order 2", "an unstructured task inherits its creator's caller")
        await #expect(throws: AccessDenied(.noCaller, call: "Orders.order(id:)", permission: "orders.read")) {
            try await Caller.with(.reader) { try await Task.detached { try await orders.order(id: 3) }.value }
        }
    }
}
