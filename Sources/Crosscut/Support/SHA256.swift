/// SHA-256 (FIPS 180-4), and HMAC over it (RFC 2104), for the keys of a shared cache: a digest
/// that is the same in every process and release, of a fixed length whatever the arguments, and
/// that shows none of them. The standard library has no hash of that kind, and the runtime depends
/// on no package (CryptoKit is Apple's only).
enum SHA256 {
    /// The 32-byte digest of `message`, as 64 lowercase hexadecimal digits.
    static func hexDigest(of message: some Collection<UInt8>) -> String {
        hexadecimal(digest(of: message))
    }

    /// HMAC-SHA-256 (RFC 2104) of `message` under `key`, as 64 lowercase hexadecimal digits: a
    /// digest nobody without `key` can make, so nobody can recover `message` by trying values.
    static func hexAuthenticationCode(of message: some Collection<UInt8>, key: [UInt8]) -> String {
        var block = key.count > blockSize ? digest(of: key) : key
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        let inner = digest(of: block.map { $0 ^ 0x36 } + message)
        return hexadecimal(digest(of: block.map { $0 ^ 0x5c } + inner))
    }

    /// The 32-byte digest of `message`.
    private static func digest(of message: some Collection<UInt8>) -> [UInt8] {
        var state = initialState
        var padded = Array(message)
        let bitLength = UInt64(padded.count) &* 8
        padded.append(0x80)
        while padded.count % blockSize != 56 { padded.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bitLength >> shift))
        }
        for start in stride(from: 0, to: padded.count, by: blockSize) {
            compress(padded[start..<start + blockSize], into: &state)
        }
        return state.flatMap { word in
            stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> $0) }
        }
    }

    private static func hexadecimal(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// The bytes `compress` mixes at once.
    private static let blockSize = 64

    /// Mixes one 64-byte block into `state`.
    private static func compress(_ block: ArraySlice<UInt8>, into state: inout [UInt32]) {
        var words = [UInt32](repeating: 0, count: 64)
        for index in 0..<16 {
            let base = block.startIndex + index * 4
            words[index] = block[base..<base + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        for index in 16..<64 {
            let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
            let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for index in 0..<64 {
            let t1 =
                h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ roundConstants[index]
                &+ words[index]
            let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (index, word) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= word }
    }

    private static func rotate(_ word: UInt32, _ count: UInt32) -> UInt32 {
        word >> count | word << (32 - count)
    }

    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

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
