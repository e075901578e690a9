import Crosscut

/// A hand-written logging decorator that knows its argument types: it builds them as
/// `.int(value)` instead of `EventValue(describing:)`. Against ``HandWrittenLoggingCalculator`` it
/// shows what the generated code's type-agnostic conversion costs when the level is enabled.
struct TypedLoggingCalculator<Decoratee: Calculator>: Calculator {
    let decoratee: Decoratee
    let concerns: Concerns

    init(_ decoratee: Decoratee, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
    }

    func combine(_ value: Int, with other: Int) -> Int {
        guard concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: false) else {
            return decoratee.combine(value, with: other)
        }
        let start = concerns.stopwatch.now()
        let result = decoratee.combine(value, with: other)
        concerns.logger.logCall(
            service: "Calculator",
            member: "combine(_:with:)",
            arguments: ["value": .int(value), "other": .int(other)],
            outcome: .returned,
            duration: concerns.stopwatch.now() - start
        )
        return result
    }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int { decoratee.square(value) }
}
