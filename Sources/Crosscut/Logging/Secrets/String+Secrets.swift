import Foundation

extension String {
    /// The text with the credentials its shape shows written `<redacted>`: the password of a URL in
    /// it, or the user when there is no password (`https://bob:<redacted>@example.com`), and the
    /// values of `name=value` items whose names say they are secrets, as query, fragment and form
    /// items write them (`?api_key=<redacted>&page=2`); `nil` when it shows none.
    ///
    /// Text with neither `@` nor `=`, as most is, costs one look at each of its bytes.
    var credentialsRedacted: String? {
        guard mayShowCredentials else { return nil }
        let secrets = (userInfoSecrets() + secretItemValues()).sorted { $0.lowerBound < $1.lowerBound }
        guard !secrets.isEmpty else { return nil }
        var redacted = ""
        var rest = startIndex
        for secret in secrets where secret.lowerBound >= rest {
            redacted += self[rest..<secret.lowerBound] + "<redacted>"
            rest = secret.upperBound
        }
        return redacted + self[rest...]
    }

    /// Whether the text holds `@` or `=`, without which it shows no credential.
    private var mayShowCredentials: Bool {
        let isMark = { (byte: UInt8) in byte == UInt8(ascii: "@") || byte == UInt8(ascii: "=") }
        return utf8.withContiguousStorageIfAvailable { $0.contains(where: isMark) } ?? utf8.contains(where: isMark)
    }

    /// The password of each URL, or its user when it has none: what lies between `://` and the last
    /// `@` of the authority that follows.
    private func userInfoSecrets() -> [Range<Index>] {
        var secrets: [Range<Index>] = []
        var rest = utf8[...]
        while let scheme = rest.firstRange(of: "://".utf8) {
            let authority = utf8[scheme.upperBound...].prefix { !Self.endsAuthority($0) }
            if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
                let user = authority[..<at]
                let start = user.firstIndex(of: UInt8(ascii: ":")).map { utf8.index(after: $0) } ?? user.startIndex
                if start < at { secrets.append(start..<at) }
            }
            rest = utf8[authority.endIndex...]
        }
        return secrets
    }

    /// The values of the `name=value` items whose names say they are secrets (``SecretNames``), each
    /// to the next `&`, `#`, `;`, `,`, quote or space.
    private func secretItemValues() -> [Range<Index>] {
        var secrets: [Range<Index>] = []
        var rest = utf8[...]
        while let equals = rest.firstIndex(of: UInt8(ascii: "=")) {
            let nameStart = rest[..<equals].lastIndex { !Self.isNameByte($0) }.map(utf8.index(after:))
            let name = self[(nameStart ?? rest.startIndex)..<equals]
            let value = utf8[utf8.index(after: equals)...].prefix { !Self.endsValue($0) }
            if !name.isEmpty, !value.isEmpty, SecretNames.isSecret(name: name.removingPercentEncoding ?? String(name)) {
                secrets.append(value.startIndex..<value.endIndex)
            }
            rest = utf8[value.endIndex...]
        }
        return secrets
    }

    /// Whether `byte` can be part of an item's name: `api_key`, `X-Amz-Signature`, `api%5Fkey`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "_-.%[]".utf8.contains(byte)
        }
    }

    /// Whether `byte` ends a URL's authority: `/`, `?`, `#` or a space.
    private static func endsAuthority(_ byte: UInt8) -> Bool {
        "/?# \t\r\n".utf8.contains(byte)
    }

    /// Whether `byte` ends an item's value: `&`, `#`, `;`, `,`, a quote or a space.
    private static func endsValue(_ byte: UInt8) -> Bool {
        "&#;,\"' \t\r\n".utf8.contains(byte)
    }
}
