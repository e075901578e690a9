import Crosscut
import CrosscutTesting
import Testing

/// `Concerns.authorizing`, what the authorizing decorators call before they forward: the current
/// caller, the policy, and what a denial logs and counts.
@Suite struct AuthorizingTests {
    private let fixture = TestConcerns()
    private let reader = Caller(id: "user-7", roles: ["orders.read"])

    private func authorize(_ permission: String = "orders.read", arguments: EventData = [:]) throws(AccessDenied) {
        try fixture.concerns.authorizing(permission, service: "Orders", member: "list()", arguments: arguments)
    }

    @Test func aCallerHoldingThePermissionIsLetThrough() throws {
        try Caller.with(reader) { () throws(AccessDenied) in try authorize() }
        #expect(fixture.log.events.isEmpty)
        #expect(fixture.metrics.snapshot().counters.isEmpty)
    }

    @Test func withoutACallerTheCallIsDeniedForNoCaller() {
        #expect(throws: AccessDenied(.noCaller, call: "Orders.list()", permission: "orders.read")) {
            try authorize()
        }
    }

    @Test func aCallerWithoutThePermissionIsNotPermitted() {
        #expect(throws: AccessDenied(.notPermitted, call: "Orders.list()", permission: "orders.write")) {
            try Caller.with(reader) { () throws(AccessDenied) in try authorize("orders.write") }
        }
    }

    @Test func aDenialLogsAWarningAndCountsWithoutTheCallerOrTheArguments() {
        #expect(throws: AccessDenied.self) {
            try Caller.with(reader) { () throws(AccessDenied) in
                try authorize("orders.write", arguments: ["pin": .redacted("<redacted>")])
            }
        }
        let event = fixture.log.events.first
        #expect(fixture.log.events.count == 1)
        #expect(event?.name == "Orders.list() access denied")
        #expect(event?.level == .warning)
        #expect(event?.data == ["permission": "orders.write", "reason": "not_permitted"])
        #expect(!String(describing: fixture.log.events).contains("user-7"))
        let dimensions: Dimensions = [
            "module": "CrosscutTests", "service": "Orders", "member": "list()", "permission": "orders.write",
            "reason": "not_permitted",
        ]
        #expect(fixture.metrics.snapshot().counter(MetricName.accessDenied, dimensions) == 1)
    }

    @Test func withAuthorizationSwitchedOffEveryCallPasses() throws {
        var concerns = fixture.concerns
        concerns.enabled.remove(.authorization)
        try concerns.authorizing("orders.write", service: "Orders", member: "list()")
    }

    @Test func aPolicyReadsTheArgumentsOnlyWhenItSaysSo() throws {
        let gathered = CallCounter()
        var concerns = fixture.concerns
        func gather() -> EventData {
            gathered.next()
            return ["order": "42"]
        }
        try Caller.with(reader) { () throws(AccessDenied) in
            try concerns.authorizing("orders.read", service: "Orders", member: "get(_:)", arguments: gather())
        }
        #expect(gathered.value == 0, "the default policy reads roles only")
        concerns.accessPolicy = AccessPolicy { _, request in request.arguments["order"] == "42" }
        try Caller.with(reader) { () throws(AccessDenied) in
            try concerns.authorizing("orders.read", service: "Orders", member: "get(_:)", arguments: gather())
        }
        #expect(gathered.value == 1)
    }

    @Test func aPolicySeesTheServiceItsModuleTheMemberAndThePermission() throws {
        let seen = Locked<[String]>([])
        var concerns = fixture.concerns
        concerns.accessPolicy = AccessPolicy(readsArguments: false) { _, request in
            seen.withLock { $0.append("\(request.service) \(request.member) \(request.permission)") }
            return true
        }
        try Caller.with(reader) { () throws(AccessDenied) in
            try concerns.authorizing("orders.read", service: "Orders", member: "list()")
        }
        #expect(seen.withLock { $0 } == ["CrosscutTests.Orders list() orders.read"])
    }
}
