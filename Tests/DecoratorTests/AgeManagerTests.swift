import Crosscut
import CrosscutTesting
import Testing

/// A class-bound protocol's final-class decorators.
@Suite struct AgeManagerTests {
    @Test func decoratorsForwardAndShareTheReferenceDecoratee() {
        let harness = TestConcerns.harness()
        let live = LiveAgeManager()
        let manager = live.decorated(with: harness.concerns)
        manager.increase()
        manager.increase()
        manager.decrease()
        #expect(manager.age == 31)
        #expect(live.age == 31)
        #expect(
            harness.callEvents == [
                "AgeManager.increase()", "AgeManager.increase()", "AgeManager.decrease()", "AgeManager.age",
            ])
        #expect(harness.calls("AgeManager", "increase()") == 2)
        #expect(harness.calls("AgeManager", "age") == 1)
    }

    @Test func customOrderThroughPerConcernHelpers() {
        let harness = TestConcerns.harness()
        let manager = LiveAgeManager().decorated(withLogging: harness.concerns).decorated(withMetrics: harness.concerns)
        manager.increase()
        #expect(manager.decoratee.decoratee.age == 31)
        #expect(harness.callEvents == ["AgeManager.increase()"])
    }
}
