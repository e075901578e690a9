/// SHA-256 (FIPS 180-4), fed a message in parts, for the keys of a shared cache: a digest that is
/// the same in every process and release, of a fixed length whatever the arguments, and that shows
/// none of them. The standard library has no hash of that kind, and the runtime depends on no
/// package (CryptoKit is Apple's only).
///
/// It allocates nothing: the state, the block being filled and the message schedule live on the
/// stack.
struct SHA256 {
    /// The eight words of the hash value.
    typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    private var state: Words = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// The block being filled, 64 bytes.
    private var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many bytes of `block` are filled.
    private var filled = 0
    /// How many bytes the message has had so far.
    private var length: UInt64 = 0

    /// The bytes a block holds.
    static let blockSize = 64

    /// Appends `bytes` to the message.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { update(byte) }
        }
        if contiguous == nil {
            for byte in bytes { update(byte) }
        }
    }

    /// Appends `digest`'s 32 bytes to the message.
    mutating func update(_ digest: Digest) {
        digest.forEachByte { update($0) }
    }

    /// Appends one byte to the message.
    mutating func update(_ byte: UInt8) {
        withUnsafeMutableBytes(of: &block) { $0[filled] = byte }
        filled += 1
        length &+= 1
        if filled == Self.blockSize {
            compress()
            filled = 0
        }
    }

    /// The message's digest.
    consuming func finalize() -> Digest {
        let bitLength = length &* 8
        update(0x80)
        while filled != Self.blockSize - 8 { update(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            update(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        return Digest(words: state)
    }

    /// Mixes the full block into the state.
    private mutating func compress() {
        let block = block
        state = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            withUnsafeBytes(of: block) { bytes in
                for index in 0..<16 {
                    schedule[index] =
                        UInt32(bytes[index * 4]) << 24 | UInt32(bytes[index * 4 + 1]) << 16
                        | UInt32(bytes[index * 4 + 2]) << 8 | UInt32(bytes[index * 4 + 3])
                }
            }
            for index in 16..<64 {
                let early = schedule[index - 15]
                let late = schedule[index - 2]
                let s0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >> 3)
                let s1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >> 10)
                schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            for index in 0..<64 {
                let t1 =
                    h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g))
                    &+ Self.roundConstants[index] &+ schedule[index]
                let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            return (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                state.7 &+ h
            )
        }
    }

    private func rotate(_ word: UInt32, _ count: UInt32) -> UInt32 {
        word >> count | word << (32 - count)
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension SHA256 {
    /// A 32-byte digest.
    struct Digest {
        let words: Words

        /// Calls `body` with each byte, most significant first.
        func forEachByte(_ body: (UInt8) -> Void) {
            withUnsafeBytes(of: words) { raw in
                for offset in stride(from: 0, to: 32, by: 4) {
                    let word = raw.load(fromByteOffset: offset, as: UInt32.self)
                    for shift in stride(from: 24, through: 0, by: -8) { body(UInt8(truncatingIfNeeded: word >> shift)) }
                }
            }
        }

        /// The digest as 64 lowercase hexadecimal digits.
        var hexadecimal: String {
            String(unsafeUninitializedCapacity: 64) { buffer in
                var index = 0
                forEachByte { byte in
                    buffer[index] = Self.hexDigits[Int(byte >> 4)]
                    buffer[index + 1] = Self.hexDigits[Int(byte & 0x0f)]
                    index += 2
                }
                return index
            }
        }

        private static let hexDigits = Array("0123456789abcdef".utf8)
    }

    /// SHA-256, or HMAC-SHA-256 (RFC 2104) under a key: a digest nobody without the key can make,
    /// so nobody can recover the message by trying values.
    struct Keyed {
        private var inner = SHA256()
        /// The outer hash, fed the key's outer pad; `nil` without a key.
        private var outer: SHA256?

        /// A digest of the message to come, under `key` when there is one.
        init(key: [UInt8]?) {
            guard let key else { return }
            var outer = SHA256()
            var keyLength = key.count
            if key.count > SHA256.blockSize {
                var digest = SHA256()
                digest.update(key)
                let keyDigest = digest.finalize()
                keyDigest.forEachByte { inner.update($0 ^ 0x36) }
                keyDigest.forEachByte { outer.update($0 ^ 0x5c) }
                keyLength = 32
            } else {
                for byte in key {
                    inner.update(byte ^ 0x36)
                    outer.update(byte ^ 0x5c)
                }
            }
            for _ in keyLength..<SHA256.blockSize {  // the key, padded with zeros to a block
                inner.update(0x36)
                outer.update(0x5c)
            }
            self.outer = outer
        }

        /// Appends `bytes` to the message.
        mutating func update(_ bytes: some Sequence<UInt8>) { inner.update(bytes) }

        /// Appends one byte to the message.
        mutating func update(_ byte: UInt8) { inner.update(byte) }

        /// The message's digest, or its authentication code under the key.
        consuming func finalize() -> Digest {
            let innerDigest = inner.finalize()
            guard var outer else { return innerDigest }
            outer.update(innerDigest)
            return outer.finalize()
        }
    }
}
