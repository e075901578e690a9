import Crosscut

/// A hand-written logging decorator making the same runtime calls as the generated one: checks the
/// switch and the logger's level, times the call with the concerns' stopwatch and reports it
/// through `EventLogger.logCall`, with `combine`'s arguments as `Arguments` builds them.
struct HandWrittenLoggingCalculator<Decoratee: Calculator, Arguments: LoggedArguments>: Calculator {
    let decoratee: Decoratee
    let concerns: Concerns

    init(_ decoratee: Decoratee, concerns: Concerns, arguments: Arguments.Type) {
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
            arguments: Arguments.fields(value: value, other: other),
            outcome: .returned,
            duration: concerns.stopwatch.now() - start
        )
        return result
    }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int { decoratee.square(value) }
}

extension HandWrittenLoggingCalculator where Arguments == DescribedArguments {
    /// The decorator that builds its arguments as the generated one does.
    init(_ decoratee: Decoratee, concerns: Concerns) {
        self.init(decoratee, concerns: concerns, arguments: DescribedArguments.self)
    }
}

/// How a hand-written logging decorator turns `combine(_:with:)`'s arguments into event fields.
protocol LoggedArguments {
    static func fields(value: Int, other: Int) -> EventData
}

/// As the generated code does, whatever the types: `EventValue(describing:)`.
enum DescribedArguments: LoggedArguments {
    static func fields(value: Int, other: Int) -> EventData {
        ["value": EventValue(describing: value), "other": EventValue(describing: other)]
    }
}

/// Knowing the types: `.int(value)`, which shows what the generated code's type-agnostic
/// conversion costs when the level is enabled.
enum TypedArguments: LoggedArguments {
    static func fields(value: Int, other: Int) -> EventData { ["value": .int(value), "other": .int(other)] }
}
