import Crosscut
import Foundation
import Testing

@testable import CrosscutGenerator

/// The generator's concerns are the runtime's: generated code switches each concern through the
/// `Concern` its description names (`concerns.isEnabled(.logging)`), and composes the concerns in
/// the runtime's canonical order.
@Suite struct RuntimeConcernTests {
    @Test func theRuntimesConcernsAreTheDescribedOnesInCanonicalOrder() {
        #expect(Concern.canonicalOrder.map(\.name) == ConcernDescription.all.map(\.runtimeSwitch))
        #expect(ConcernDescription.all.map(\.name) == ConcernDescription.all.map(\.runtimeSwitch))
    }

    /// The one place a new concern is pinned in its order, outermost first.
    @Test func theCanonicalOrder() {
        #expect(
            Concern.canonicalOrder.map(\.name) == [
                "tracing", "logging", "metrics", "authorization", "validation", "caching", "retry", "concurrencyLimit",
                "circuitBreaker", "timeout",
            ])
    }

    @Test func eachConcernHasABitOfItsOwnInASetOfThirtyTwo() {
        let numbers = Concern.canonicalOrder.map(\.number)
        #expect(Set(numbers).count == numbers.count, "a number is never given twice")
        #expect(numbers.allSatisfy { (0..<32).contains($0) })
        #expect(ConcernSet.all.rawValue.nonzeroBitCount == Concern.canonicalOrder.count)
        #expect(ConcernSet.all.concerns == Concern.canonicalOrder)
        for concern in Concern.canonicalOrder {
            #expect(Concern(named: concern.name) == concern)
            #expect(ConcernSet.all.subtracting([concern]).contains(concern) == false)
        }
    }

    @Test func aConcernIsCodedByItsName() throws {
        let data = try JSONEncoder().encode([Concern.retry, .circuitBreaker])
        #expect(String(decoding: data, as: UTF8.self) == #"["retry","circuitBreaker"]"#)
        #expect(try JSONDecoder().decode([Concern].self, from: data) == [.retry, .circuitBreaker])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Concern].self, from: Data(#"["audit"]"#.utf8)) }
    }
}
