import Crosscut

/// A hand-written retrying decorator making the same runtime calls as the generated one: the
/// throwing members run under `Concerns.retrying`.
struct HandWrittenRetryingCalculator<Decoratee: Calculator>: Calculator {
    let decoratee: Decoratee
    let concerns: Concerns

    init(_ decoratee: Decoratee, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
    }

    func combine(_ value: Int, with other: Int) -> Int { decoratee.combine(value, with: other) }

    func checked(_ value: Int) throws -> Int {
        guard concerns.isEnabled(.retry) else { return try decoratee.checked(value) }
        return try concerns.retrying(service: "Calculator", member: "checked(_:)") {
            try decoratee.checked(value)
        }
    }

    func fetch(_ value: Int) async throws -> Int {
        guard concerns.isEnabled(.retry) else { return try await decoratee.fetch(value) }
        return try await concerns.retrying(service: "Calculator", member: "fetch(_:)") {
            try await decoratee.fetch(value)
        }
    }

    func square(_ value: Int) -> Int { decoratee.square(value) }
}
