import Crosscut
import Testing

extension LoggingTests {
    @Suite("EventValue(describing:)")
    struct EventValueDescribingTests {
        enum Reason { case sleep, focus }
        struct Point: CustomStringConvertible {
            var description: String { "(1, 2)" }
        }

        @Test("Int, Double, Bool and String map to their cases")
        func basicTypes() {
            #expect(EventValue(describing: 34) == .int(34))
            #expect(EventValue(describing: 2.5) == .double(2.5))
            #expect(EventValue(describing: true) == .bool(true))
            #expect(EventValue(describing: "sleep") == .string("sleep"))
        }

        @Test("Other values are described")
        func otherValues() {
            #expect(EventValue(describing: Reason.focus) == .string("focus"))
            #expect(EventValue(describing: Point()) == .string("(1, 2)"))
            #expect(EventValue(describing: [1, 2]) == .string("[1, 2]"))
        }

        @Test("Close relatives of the basic types keep their kind")
        func relatives() {
            #expect(EventValue(describing: UInt8(7)) == .int(7))
            #expect(EventValue(describing: Int64.min) == .int(Int(Int64.min)))
            #expect(EventValue(describing: UInt64.max) == .string("18446744073709551615"))
            #expect(EventValue(describing: Float(0.1)) == .double(0.1))
            #expect(EventValue(describing: "a-b".split(separator: "-")[1]) == .string("b"))
            #expect(EventValue(describing: Character("x")) == .string("x"))
        }

        @Test("Optionals are unwrapped and nil is written as nil")
        func optionals() {
            #expect(EventValue(describing: Int?.some(3)) == .int(3))
            #expect(EventValue(describing: Reason?.some(.sleep)) == .string("sleep"))
            #expect(EventValue(describing: String?.none) == .string("nil"))
            #expect(EventValue(describing: Int??.some(nil)) == .string("nil"))
        }

        @Test("An EventValue, redacted or not, is kept as it is")
        func eventValuesPassThrough() {
            let redacted = Redaction.mask.redact("secret")
            #expect(EventValue(describing: redacted) == .redacted("<redacted>"))
            #expect(EventValue(describing: EventValue.int(1)) == .int(1))
        }
    }
}
