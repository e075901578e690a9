import Crosscut
import Testing

@testable import CrosscutGenerator

/// The generator's concerns are the runtime's: generated code switches each concern through the
/// `ConcernSet` member its description names, and composes the concerns in the runtime's
/// canonical order.
@Suite struct RuntimeConcernTests {
    @Test func theRuntimesConcernsAreTheDescribedOnesInCanonicalOrder() {
        #expect(Concern.allCases.map(\.rawValue) == ConcernDescription.all.map(\.runtimeSwitch))
        #expect(ConcernDescription.all.map(\.name) == ConcernDescription.all.map(\.runtimeSwitch))
    }

    /// Swift cannot list a type's static members, so the `ConcernSet` members generated code
    /// names (`concerns.isEnabled(.logging)`) are listed here: the list must name every described concern.
    @Test func eachRuntimeSwitchIsTheConcernSetMemberOfItsConcern() throws {
        let members: KeyValuePairs<String, ConcernSet> = [
            "tracing": .tracing, "logging": .logging, "metrics": .metrics, "caching": .caching, "retry": .retry,
            "circuitBreaker": .circuitBreaker, "timeout": .timeout,
        ]
        #expect(members.map(\.key) == ConcernDescription.all.map(\.runtimeSwitch))
        for (position, (name, member)) in members.enumerated() {
            let concern = try #require(Concern(rawValue: name))
            #expect(member == ConcernSet(concern))
            #expect(member.rawValue == 1 << position)
        }
        #expect(ConcernSet.all == ConcernSet(members.map(\.value)))
    }
}
