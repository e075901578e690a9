import Crosscut
import Testing

extension LoggingTests {
    @Suite("Redaction")
    struct RedactionTests {
        /// SipHash-2-4's reference vectors: the hash, as output bytes in hex, of the message
        /// `00 01 … (n-1)` under the key `00 01 … 0f`, for n = 0...63 (as in the reference
        /// implementation's `vectors.h`; checked here against OpenSSL's `SIPHASH` MAC).
        static let sipHashVectors: [String] = [
            "310e0edd47db6f72",
            "fd67dc93c539f874",
            "5a4fa9d909806c0d",
            "2d7efbd796666785",
            "b7877127e09427cf",
            "8da699cd64557618",
            "cee3fe586e46c9cb",
            "37d1018bf50002ab",
            "6224939a79f5f593",
            "b0e4a90bdf82009e",
            "f3b9dd94c5bb5d7a",
            "a7ad6b22462fb3f4",
            "fbe50e86bc8f1e75",
            "903d84c02756ea14",
            "eef27a8e90ca23f7",
            "e545be4961ca29a1",
            "db9bc2577fcc2a3f",
            "9447be2cf5e99a69",
            "9cd38d96f0b3c14b",
            "bd6179a71dc96dbb",
            "98eea21af25cd6be",
            "c7673b2eb0cbf2d0",
            "883ea3e395675393",
            "c8ce5ccd8c030ca8",
            "94af49f6c650adb8",
            "eab8858ade92e1bc",
            "f315bb5bb835d817",
            "adcf6b0763612e2f",
            "a5c91da7acaa4dde",
            "716595876650a2a6",
            "28ef495c53a387ad",
            "42c341d8fa92d832",
            "ce7cf2722f512771",
            "e37859f94623f3a7",
            "381205bb1ab0e012",
            "ae97a10fd434e015",
            "b4a31508beff4d31",
            "81396229f0907902",
            "4d0cf49ee5d4dcca",
            "5c73336a76d8bf9a",
            "d0a704536ba93e0e",
            "925958fcd6420cad",
            "a915c29bc8067318",
            "952b79f3bc0aa6d4",
            "f21df2e41d4535f9",
            "87577519048f53a9",
            "10a56cf5dfcd9adb",
            "eb75095ccd986cd0",
            "51a9cb9ecba312e6",
            "96afadfc2ce666c7",
            "72fe52975a4364ee",
            "5a1645b276d592a1",
            "b274cb8ebf87870a",
            "6f9bb4203de7b381",
            "eaecb2a30b22a87f",
            "9924a43cc1315724",
            "bd838d3aafbf8db7",
            "0b1a2a3265d51aea",
            "135079a3231ce660",
            "932b2846e4d70666",
            "e1915f5cb1eca46c",
            "f325965ca16d629f",
            "575ff28e60381be5",
            "724506eb4c328a95",
        ]

        static let referenceKey: [UInt8] = Array(0..<16)

        @Test("mask writes the same fixed mask for every value")
        func mask() {
            #expect(Redaction.mask.redact("hunter2") == .redacted("<redacted>"))
            #expect(Redaction.mask.redact(12_345) == .redacted("<redacted>"))
        }

        @Test("mask never even describes the value")
        func maskDoesNotDescribe() {
            final class Secret: CustomStringConvertible, Sendable {
                let descriptions = Locked(0)
                var description: String {
                    descriptions.withLock { $0 += 1 }
                    return "hunter2"
                }
            }
            let secret = Secret()
            _ = Redaction.mask.redact(secret)
            #expect(secret.descriptions.withLock { $0 } == 0)
            _ = Redaction.hashed(key: Self.referenceKey).redact(secret)
            #expect(secret.descriptions.withLock { $0 } == 1)
        }

        @Test("hashed matches the SipHash-2-4 reference vectors", arguments: 0..<64)
        func sipHashReferenceVector(length: Int) {
            // Bytes 0..<64 are ASCII, so the described string's UTF-8 is exactly the message.
            let message = String(decoding: (0..<UInt8(length)).map { $0 }, as: UTF8.self)
            let redaction = Redaction.hashed(key: Self.referenceKey)
            #expect(redaction.redact(message) == .redacted("<hash:\(Self.sipHashVectors[length])>"))
        }

        @Test("hashed is stable across instances and calls")
        func hashedIsStable() {
            let first = Redaction.hashed(key: Self.referenceKey)
            let second = Redaction.hashed(key: Self.referenceKey)
            let value = "alice@example.com"
            #expect(first.redact(value) == second.redact(value))
            #expect(first.redact(value) == first.redact(value))
            guard case .redacted(let text) = first.redact(value) else {
                Issue.record("not redacted")
                return
            }
            #expect(text.wholeMatch(of: /<hash:[0-9a-f]{16}>/) != nil)
        }

        @Test("hashed depends on the key and on the value")
        func hashedDependsOnKeyAndValue() {
            let value = "alice@example.com"
            let base = Redaction.hashed(key: Self.referenceKey)
            var otherKey = Self.referenceKey
            otherKey[15] ^= 0x01
            #expect(base.redact(value) != Redaction.hashed(key: otherKey).redact(value))
            #expect(base.redact(value) != base.redact("alice@example.org"))
        }

        @Test("Keys longer than 16 bytes are condensed and stay key-dependent")
        func longerKeys() {
            let value = "token-123"
            let long = Redaction.hashed(key: Array(repeating: UInt8(0xab), count: 32))
            let longer = Redaction.hashed(key: Array(repeating: UInt8(0xab), count: 33))
            #expect(long.redact(value).description.hasPrefix("<hash:"))
            #expect(long.redact(value) == Redaction.hashed(key: Array(repeating: UInt8(0xab), count: 32)).redact(value))
            #expect(long.redact(value) != longer.redact(value))
            #expect(long.redact(value) != Redaction.hashed(key: Self.referenceKey).redact(value))
        }

        /// With an empty key, every PIN's hash can be computed: a logged PIN was found in under
        /// 10,000 tries. A key too short to be secret masks instead.
        @Test("A key shorter than 16 bytes masks rather than hashes", arguments: 0..<Redaction.minimumKeyLength)
        func shortKeysMask(length: Int) {
            let redaction = Redaction.hashed(key: Array(repeating: UInt8(0x61), count: length))
            #expect(redaction.redact("1234") == .redacted("<redacted>"))
            #expect(redaction.redact("1234") == redaction.redact("5678"))
        }
    }
}
