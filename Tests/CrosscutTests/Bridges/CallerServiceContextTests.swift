#if DistributedTracing
    import Crosscut
    import Testing
    import Tracing

    /// With the `DistributedTracing` trait, the caller travels in the `ServiceContext` too: work that
    /// instrumentation starts in a carried context sees it, and a context that carries one is read
    /// where no caller was set.
    @Suite struct CallerServiceContextTests {
        private let alice = Caller(id: "alice", roles: ["orders.read"])

        @Test func settingTheCallerPutsItInTheServiceContext() async {
            let carried = await Caller.with(alice) { () async in ServiceContext.current?.caller }
            #expect(carried == alice)
            #expect(ServiceContext.current?.caller == nil)
        }

        @Test func aContextCarryingACallerMakesItCurrent() async {
            var context = ServiceContext.topLevel
            context.caller = alice
            let seen = await ServiceContext.withValue(context) { () async in Caller.current }
            #expect(seen == alice)
        }

        @Test func aDetachedTaskGivenTheContextSeesTheCallerAndOneNotGivenItDoesNot() async {
            let (given, notGiven) = await Caller.with(alice) { () async in
                let context = ServiceContext.current
                let given = await Task.detached { ServiceContext.withValue(context) { Caller.current } }.value
                let notGiven = await Task.detached { Caller.current }.value
                return (given, notGiven)
            }
            #expect(given == alice)
            #expect(notGiven == nil)
        }
    }
#endif
