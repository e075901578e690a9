/// A `Calculator` decorator that forwards every member it does not implement itself to its
/// decoratee: the hand-written decorators implement only the member their comparison measures.
protocol ForwardingCalculator: Calculator {
    associatedtype Decoratee: Calculator
    var decoratee: Decoratee { get }
}

extension ForwardingCalculator {
    func combine(_ value: Int, with other: Int) -> Int { decoratee.combine(value, with: other) }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int { decoratee.square(value) }
}
