import Atomics

/// The base service of the caching comparison: ``Arithmetic``, counting the squares it computes,
/// so that the check can tell that every cache computes each argument's square once and serves
/// every other call from memory.
final class CountingArithmetic: Calculator {
    private let arithmetic = Arithmetic()
    private let squaresComputed = ManagedAtomic<UInt64>(0)

    /// The squares computed so far: the cache misses of whatever wraps this service.
    var computedSquares: UInt64 { squaresComputed.load(ordering: .relaxed) }

    func combine(_ value: Int, with other: Int) -> Int { arithmetic.combine(value, with: other) }

    func checked(_ value: Int) throws -> Int { try arithmetic.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await arithmetic.fetch(value) }

    func square(_ value: Int) -> Int {
        squaresComputed.wrappingIncrement(ordering: .relaxed)
        return arithmetic.square(value)
    }
}
