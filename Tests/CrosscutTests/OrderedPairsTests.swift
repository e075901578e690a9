import Crosscut
import Testing

@Suite struct OrderedPairsTests {
    @Test func aLiteralKeepsItsOrderAndRepeatedKeys() {
        var pairs: OrderedPairs<Int> = ["b": 1, "a": 2, "b": 3]
        pairs.append("c", 4)
        #expect(pairs.map(\.key) == ["b", "a", "b", "c"])
        #expect(pairs.map(\.value) == [1, 2, 3, 4])
        #expect(pairs["b"] == 1)
        #expect(pairs["c"] == 4)
        #expect(pairs["z"] == nil)
    }

    @Test func eventDataKeepsTheSpellingGeneratedCodeUses() {
        var data: EventData = ["reason": "sleep", "age": 34]
        data.append("outcome", "returned")
        #expect(data["age"] == .int(34))
        #expect(
            data.fields == [
                EventData.Field(key: "reason", value: "sleep"),
                EventData.Field(key: "age", value: 34),
                EventData.Field(key: "outcome", value: "returned"),
            ])
        #expect(EventData(data.fields) == data)
    }

    @Test func dimensionsAreHashableAndOrderMatters() {
        var dimensions: Dimensions = ["service": "AgeManager"]
        dimensions.append("member", "increase()")
        #expect(
            dimensions.dimensions == [
                Dimensions.Dimension(key: "service", value: "AgeManager"),
                Dimensions.Dimension(key: "member", value: "increase()"),
            ])
        #expect(dimensions["member"] == "increase()")
        let reversed: Dimensions = ["member": "increase()", "service": "AgeManager"]
        #expect(Set([dimensions, reversed, dimensions]).count == 2)
        let rebuilt: Dimensions = ["service": "AgeManager", "member": "increase()"]
        #expect(rebuilt == dimensions && rebuilt.hashValue == dimensions.hashValue)
        #expect(rebuilt != ["service": "AgeManager", "member": "decrease()"])
        #expect(Dimensions(dictionaryLiteral: ("ab", "c")) != Dimensions(dictionaryLiteral: ("a", "bc")))
        #expect(rebuilt != ["service": "AgeManager"])
    }
}
