/// A hand-written pass-through decorator: what a careful person writes to forward every call, and
/// what a generated decorator whose concern is off must cost no more than.
struct PassThroughCalculator<Decoratee: Calculator>: Calculator {
    let decoratee: Decoratee

    init(_ decoratee: Decoratee) { self.decoratee = decoratee }

    func combine(_ value: Int, with other: Int) -> Int { decoratee.combine(value, with: other) }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int { decoratee.square(value) }
}
