/// How a value marked sensitive is written to logs: never in clear text.
///
/// - ``mask`` writes the same fixed `<redacted>` for every value.
/// - ``hashed(key:)`` writes a keyed hash such as `<hash:1a2b3c4d5e6f7a8b>`, so that the same value
///   can be followed across events (as the privacy masks of Apple's `os.Logger` allow) without
///   revealing it.
///
/// ```swift
/// let logger = EventLogger(sink: ConsoleEventSink(), redaction: .hashed(key: secretKeyBytes))
/// logger.log(.info, "Session.signIn", ["token": logger.redaction.redact(token)])
/// ```
public struct Redaction: Sendable {
    private enum Kind: Sendable {
        case mask
        case hashed(SipHash24)
    }

    private let kind: Kind

    /// Replaces every sensitive value with the same fixed mask, `<redacted>`.
    public static let mask = Redaction(kind: .mask)

    /// Replaces every sensitive value with its SipHash-2-4 under `key`, as 16 lowercase hex digits:
    /// `<hash:1a2b3c4d5e6f7a8b>`.
    ///
    /// Equal values give equal hashes under one key, and different keys give unrelated hashes. A key
    /// of exactly 16 bytes is SipHash's key as it is (so the result matches the reference
    /// implementation's output bytes); a longer key is first condensed to 16 bytes with SipHash-2-4
    /// under two fixed keys. Keep the key secret and give it 128 random bits: with the key, a value
    /// from a small set (a PIN, a yes/no answer) can be found by hashing every guess.
    ///
    /// A key shorter than 16 bytes is too easily guessed to keep anything secret (an empty key, or a
    /// short one, lets a PIN's hash be reversed in a few thousand tries), so it gives ``mask``:
    /// every value `<redacted>`, none followed across events.
    ///
    /// ```swift
    /// let redaction = Redaction.hashed(key: Array("a secret of 16 b".utf8))
    /// redaction.redact("alice@example.com")  // .redacted("<hash:…>"), the same every time
    /// Redaction.hashed(key: []).redact("1234")  // .redacted("<redacted>")
    /// ```
    public static func hashed(key: some Sequence<UInt8>) -> Redaction {
        let key = Array(key)
        guard key.count >= minimumKeyLength else { return .mask }
        return Redaction(kind: .hashed(SipHash24(key: condensedKey(key))))
    }

    /// The fewest bytes of key ``hashed(key:)`` hashes with: SipHash's 128 bits.
    public static let minimumKeyLength = 16

    /// Redacts `value`, described with `String(describing:)` (only when a hash needs it).
    public func redact(_ value: some Any) -> EventValue {
        switch kind {
        case .mask:
            .redacted("<redacted>")
        case .hashed(let hash):
            .redacted("<hash:\(hash.hexDigest(String(describing: value).utf8))>")
        }
    }

    /// `key` itself if it has 16 bytes, otherwise (it has more) 16 bytes derived from all of it.
    private static func condensedKey(_ key: [UInt8]) -> [UInt8] {
        guard key.count != 16 else { return key }
        let first = SipHash24(key: Array(repeating: 0x00, count: 16)).hash(key)
        let second = SipHash24(key: Array(repeating: 0xff, count: 16)).hash(key)
        return (0..<8).map { UInt8(truncatingIfNeeded: first >> UInt64(8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: second >> UInt64(8 * $0)) }
    }
}
