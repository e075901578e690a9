import Crosscut
import Testing

/// The caller lives in task-local storage: set for a scope, inherited by child tasks, never by a
/// detached task, and each concurrent task sees its own.
@Suite struct CallerTests {
    private let alice = Caller(id: "alice", roles: ["orders.read"])
    private let bob = Caller(id: "bob")

    @Test func theCallerIsSetForTheScopeOnly() async {
        #expect(Caller.current == nil)
        await Caller.with(alice) { () async in #expect(Caller.current == alice) }
        #expect(Caller.current == nil)
    }

    @Test func childTasksInheritTheCaller() async {
        let seen = await Caller.with(alice) {
            await withTaskGroup(of: Caller?.self) { group in
                group.addTask { Caller.current }
                return await group.next() ?? nil
            }
        }
        #expect(seen == alice)
    }

    @Test func aDetachedTaskDoesNotInheritTheCaller() async {
        let seen = await Caller.with(alice) { await Task.detached { Caller.current }.value }
        #expect(seen == nil)
    }

    @Test func concurrentTasksEachSeeTheirOwnCaller() async {
        let callers = (0..<50).map { Caller(id: "user-\($0)") }
        let seen = await withTaskGroup(of: (Caller, Caller?).self) { group in
            for caller in callers {
                group.addTask {
                    await Caller.with(caller) {
                        await Task.yield()
                        return (caller, Caller.current)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.count == 50)
        #expect(seen.allSatisfy { $0.0 == $0.1 })
    }

    @Test func anInnerScopeReplacesTheCallerAndNilClearsIt() throws {
        try Caller.with(alice) { () throws(AccessDenied) in
            Caller.with(bob) { #expect(Caller.current == bob) }
            Caller.with(nil) { #expect(Caller.current == nil) }
            #expect(Caller.current == alice)
        }
    }

    @Test func anErrorThrownInsideReachesTheCallerTyped() {
        let denied = AccessDenied(.notPermitted, call: "Orders.list()", permission: "orders.read")
        #expect(throws: denied) {
            try Caller.with(alice) { () throws(AccessDenied) in throw denied }
        }
    }

    @Test func aCallersDescriptionShowsItsIdAndRolesNotItsClaims() {
        let caller = Caller(id: "u1", roles: ["b", "a"], claims: ["token": "hunter2"])
        #expect(caller.description == "Caller(u1, roles: a, b)")
    }
}
