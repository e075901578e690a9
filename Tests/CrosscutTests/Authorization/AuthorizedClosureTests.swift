import Crosscut
import CrosscutTesting
import Testing

/// A closure decorated with authorization checks its caller before each call, as a protocol's member
/// does; one that cannot be denied, or has no permission, is refused with a warning.
@Suite struct AuthorizedClosureTests {
    private let fixture = TestConcerns()

    private func decorator(permission: String? = "recap.finish") -> ClosureDecorator {
        ClosureDecorator(
            "Recap.finish", concerns: fixture.concerns, with: [.logging, .authorization], permission: permission)
    }

    @Test func anAllowedCallerCallsTheClosure() async throws {
        let finish = decorator().decorate { () async throws -> String in "done" }
        let result = try await Caller.with(Caller(id: "u1", roles: ["recap.finish"])) { try await finish() }
        #expect(result == "done")
    }

    @Test func aDeniedCallerNeverReachesTheClosureAndTheCallIsLoggedAsFailed() throws {
        let calls = CallCounter()
        let finish = decorator().decorate { () throws -> Void in calls.next() }
        #expect(throws: AccessDenied(.noCaller, call: "Recap.finish", permission: "recap.finish")) { try finish() }
        #expect(calls.value == 0)
        #expect(fixture.log.events.map(\.name) == ["Recap.finish", "Recap.finish access denied"])
    }

    @Test func aClosureThatCannotThrowOrHasNoPermissionIsRefused() {
        let silent = decorator().decorate { () -> Int in 1 }
        let unnamed = decorator(permission: nil).decorate { () throws -> Int in 2 }
        #expect(silent() == 1)
        #expect((try? unnamed()) == 2)
        let reasons = fixture.log.events.filter { $0.name == "Recap.finish not authorized" }.map { $0.data["reason"] }
        #expect(
            reasons == [
                "it does not throw, so it cannot be denied; declare it 'throws'",
                "it has no permission to check; pass 'permission:' to its decorator",
            ])
    }
}
