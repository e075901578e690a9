/// Who claims a key's computation across instances (``SharedCacheStore/claimComputation(of:for:lease:)``):
/// one random identifier per computation, so that an instance releases only its own claim.
public struct SharedCacheClaimant: Sendable, Hashable, CustomStringConvertible {
    /// Two random 64-bit numbers in hexadecimal.
    public let id: String

    /// A new claimant, unlike any other.
    public init() {
        var generator = SystemRandomNumberGenerator()
        id = String(generator.next() as UInt64, radix: 16) + "-" + String(generator.next() as UInt64, radix: 16)
    }

    public var description: String { id }
}
