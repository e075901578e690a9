import Atomics

/// The service the shared-cache comparisons wrap: an asynchronous lookup, as a remote one is. The
/// plugin generates `CachingSquareTable` and `decorated(with:)` for it.
// @crosscut(caching)
protocol SquareTable: Sendable {
    /// A square cached in the local tier and in the store every instance shares.
    // @crosscut(cached(ttl: 3600, shared))
    func square(_ value: Int) async throws -> Int

    /// The same square cached in the local tier only: what a local hit cost before the shared tier.
    // @crosscut(cached(ttl: 3600))
    func localSquare(_ value: Int) async throws -> Int
}

/// The undecorated table, counting the squares it computes: the misses of whatever wraps it.
final class CountingSquareTable: SquareTable {
    private let squaresComputed = ManagedAtomic<UInt64>(0)

    /// The squares computed so far.
    var computedSquares: UInt64 { squaresComputed.load(ordering: .relaxed) }

    @inline(never)
    func square(_ value: Int) async throws -> Int {
        squaresComputed.wrappingIncrement(ordering: .relaxed)
        return value &* value
    }

    @inline(never)
    func localSquare(_ value: Int) async throws -> Int {
        try await square(value)
    }
}
