import Testing

@testable import CrosscutGenerator

/// A generated file imports the runtime types it names, each by its qualified name, and no other.
@Suite struct RuntimeNamesTests {
    private let candidates = [
        RuntimeNames.TypeName(kind: "class", name: "CircuitBreaker"), RuntimeNames.concerns,
        RuntimeNames.eventValue, RuntimeNames.callOutcome, RuntimeNames.concerns,
    ]

    @Test func aTypeIsNamedByItsQualifiedNameEndingWhereTheIdentifierDoes() {
        let code = """
            init(_ decoratee: Decoratee, concerns: Crosscut.Concerns) {}
            let breaker: Crosscut.CircuitBreakerTable  // another name
            let value = Crosscut.EventValue\u{301}  // another name: a combining accent makes its last letter é
            let outcome = Crosscut.CallOutcome
            """
        #expect(RuntimeNames.types(candidates, namedIn: code).map(\.name) == ["CallOutcome", "Concerns"])
    }

    @Test func aFileThatNamesNoRuntimeTypeImportsNone() {
        #expect(RuntimeNames.types(candidates, namedIn: "struct Crosscut {}\nlet c = Concerns()\n").isEmpty)
    }
}
