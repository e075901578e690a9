/// SipHash-2-4 (Aumasson and Bernstein, 2012): a fast keyed hash with a 128-bit key and a 64-bit
/// result, used by ``Redaction/hashed(key:)``.
///
/// Without the key, the hash of a value cannot be computed, so logs hashed with a secret key do not
/// let a reader confirm a guess of the value; with the key, equal values hash equally.
struct SipHash24: Sendable {
    private let k0: UInt64
    private let k1: UInt64

    /// Creates the hash for a key of exactly 16 bytes (`k0` is the first 8 bytes, little-endian).
    init(key: [UInt8]) {
        precondition(key.count == 16, "SipHash-2-4 takes a 16-byte key")
        k0 = Self.littleEndianWord(key[0..<8])
        k1 = Self.littleEndianWord(key[8..<16])
    }

    /// The 64-bit hash of `message`.
    func hash(_ message: some Sequence<UInt8>) -> UInt64 {
        var state = State(k0: k0, k1: k1)
        var word: UInt64 = 0
        var length = 0
        for byte in message {
            word |= UInt64(byte) << UInt64(8 * (length % 8))
            length += 1
            if length % 8 == 0 {
                state.compress(word)
                word = 0
            }
        }
        state.compress(word | UInt64(truncatingIfNeeded: length) << 56)
        return state.finalize()
    }

    /// The hash of `message` as its 8 bytes in the reference implementation's (little-endian)
    /// order, in lowercase hex: `"310e0edd47db6f72"` for the empty message under the key `00…0f`.
    func hexDigest(_ message: some Sequence<UInt8>) -> String {
        var value = hash(message)
        var text = ""
        for _ in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: value)
            text.append(Self.hexDigits[Int(byte >> 4)])
            text.append(Self.hexDigits[Int(byte & 0x0f)])
            value >>= 8
        }
        return text
    }

    private static let hexDigits = Array("0123456789abcdef")

    private static func littleEndianWord(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The four words of SipHash's internal state.
    private struct State {
        var v0: UInt64
        var v1: UInt64
        var v2: UInt64
        var v3: UInt64

        init(k0: UInt64, k1: UInt64) {
            v0 = k0 ^ 0x736f_6d65_7073_6575
            v1 = k1 ^ 0x646f_7261_6e64_6f6d
            v2 = k0 ^ 0x6c79_6765_6e65_7261
            v3 = k1 ^ 0x7465_6462_7974_6573
        }

        /// Absorbs one 8-byte message word with two rounds.
        mutating func compress(_ word: UInt64) {
            v3 ^= word
            round()
            round()
            v0 ^= word
        }

        /// Four finalization rounds; returns the hash.
        mutating func finalize() -> UInt64 {
            v2 ^= 0xff
            for _ in 0..<4 { round() }
            return v0 ^ v1 ^ v2 ^ v3
        }

        private mutating func round() {
            v0 &+= v1
            v1 = v1.rotatedLeft(by: 13) ^ v0
            v0 = v0.rotatedLeft(by: 32)
            v2 &+= v3
            v3 = v3.rotatedLeft(by: 16) ^ v2
            v0 &+= v3
            v3 = v3.rotatedLeft(by: 21) ^ v0
            v2 &+= v1
            v1 = v1.rotatedLeft(by: 17) ^ v2
            v2 = v2.rotatedLeft(by: 32)
        }
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
        self << count | self >> (64 - count)
    }
}
