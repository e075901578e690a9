import Crosscut

/// A hand-written logging decorator making the same runtime calls as the generated one: checks the
/// switch and the logger's level, times the call with the concerns' stopwatch and reports it
/// through `Logger.logCall`.
struct HandWrittenLoggingCalculator<Decoratee: Calculator>: Calculator {
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
            arguments: ["value": EventValue(describing: value), "other": EventValue(describing: other)],
            outcome: .returned,
            duration: concerns.stopwatch.now() - start
        )
        return result
    }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int { decoratee.square(value) }
}
