import Atomics

/// The base service of the caching comparison: `Arithmetic`, counting the squares it computes,
/// so that the check can tell that every cache computes each argument's square once and serves
/// every other call from memory.
final class CountingArithmetic: ForwardingCalculator {
    let decoratee = Arithmetic()
    private let squaresComputed = ManagedAtomic<UInt64>(0)

    /// The squares computed so far: the cache misses of whatever wraps this service.
    var computedSquares: UInt64 { squaresComputed.load(ordering: .relaxed) }

    func square(_ value: Int) -> Int {
        squaresComputed.wrappingIncrement(ordering: .relaxed)
        return decoratee.square(value)
    }
}
