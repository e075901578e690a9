import Foundation

extension URL {
    /// The URL as text with what it holds of secrets written `<redacted>`: its user and password
    /// (`https://<redacted>@example.com`), and the values of query and fragment items whose names
    /// say they are secrets (`?access_token=<redacted>`); `nil` when it holds none.
    var secretsRedacted: String? {
        let text = absoluteString
        guard let components = URLComponents(string: text) else { return nil }
        var secrets: [Range<String.Index>] = []
        if let user = components.rangeOfUser ?? components.rangeOfPassword {
            secrets.append(user.lowerBound..<(components.rangeOfPassword ?? user).upperBound)
        }
        for items in [components.rangeOfQuery, components.rangeOfFragment].compactMap({ $0 }) {
            secrets += Self.secretValues(in: text[items])
        }
        guard !secrets.isEmpty else { return nil }
        var redacted = ""
        var rest = text.startIndex
        for secret in secrets.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            redacted += text[rest..<secret.lowerBound] + "<redacted>"
            rest = secret.upperBound
        }
        return redacted + text[rest...]
    }

    /// The ranges of the values of the `name=value` items of `items` whose names say they are secrets.
    private static func secretValues(in items: Substring) -> [Range<String.Index>] {
        items.split(separator: "&").compactMap { item in
            guard let equals = item.firstIndex(of: "=") else { return nil }
            let name = item[..<equals]
            guard SecretNames.isSecret(name: name.removingPercentEncoding ?? String(name)) else { return nil }
            return item.index(after: equals)..<item.endIndex
        }
    }
}
