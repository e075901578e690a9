import Foundation

/// A session recording's checksum, in the shape of swift-crypto's `Digest`: the decorators lend
/// the decoratee's bytes through Foundation's `ContiguousBytes`.
// @crosscut(logging)
protocol Checksum: ContiguousBytes, Sequence, Hashable, Sendable where Element == UInt8 {
    static var byteCount: Int { get }
    func hex() -> String
}
