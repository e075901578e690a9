import Foundation

/// Finds what a value's description would show of the secrets it holds, through its `Mirror`, and
/// writes it with them redacted.
///
/// A part of a value is a secret when it is ``AlwaysRedacted``, when its property or enum case is
/// named as one (`password`, `sessionToken`), or when it is the value of a dictionary key or of a
/// `(name, value)` pair whose name is (`["Authorization": "Bearer x"]`, swift-nio's headers); the
/// credentials a string's or a `URL`'s text shows are redacted in it (`String.credentialsRedacted`). ``DescribedInClear``
/// values, classes that do not describe themselves (their description is their type's name) and
/// values without parts are not looked into. The look is bounded: ``depthLimit`` levels and
/// ``partLimit`` parts that have parts of their own, beyond which a value counts as holding a secret
/// and its text stops at `…`.
struct SecretScan {
    static let depthLimit = 8
    static let partLimit = 10_000

    private var partsLeft = partLimit

    /// One part of a value, as a description shows it.
    private enum Part {
        /// Written `<redacted>`.
        case secret
        /// As it describes itself: nothing of it is a secret.
        case plain
        /// Text, or a URL's, as its description writes it, with its credentials redacted.
        case text(String)
        /// Through its parts.
        case composite(Mirror)
    }

    /// One part of a composite value: its label, if any, and whether it is a secret.
    private typealias Child = (label: String?, value: Any, isSecret: Bool)

    /// Whether the description of `value` would show a secret, or the look at it was cut short.
    mutating func holdsSecret(_ value: Any, depth: Int = 0) -> Bool {
        switch Self.part(of: value) {
        case .secret, .text: return true
        case .plain: return false
        case .composite(let mirror):
            guard depth < Self.depthLimit, takePart() else { return true }
            return Self.children(of: mirror).contains { $0.isSecret || holdsSecret($0.value, depth: depth + 1) }
        }
    }

    /// Writes `value` as its default description would, with its secrets written `<redacted>` and
    /// what lies beyond the limits as `…`.
    mutating func write(_ value: Any, depth: Int = 0, to text: inout String) {
        switch Self.part(of: value) {
        case .secret: text += "<redacted>"
        case .plain: text += String(reflecting: value)
        case .text(let redacted): text += redacted
        case .composite(let mirror):
            guard depth < Self.depthLimit, takePart() else {
                text += "…"
                return
            }
            write(mirror, depth: depth, to: &text)
        }
    }

    private mutating func write(_ mirror: Mirror, depth: Int, to text: inout String) {
        let children = Self.children(of: mirror)
        if mirror.displayStyle == .enum, let payload = children.first {
            let isTuple = !payload.isSecret && Mirror(reflecting: payload.value).displayStyle == .tuple
            text += (payload.label ?? "") + (isTuple ? "" : "(")
            write(payload, depth: depth + 1, to: &text)
            text += isTuple ? "" : ")"
            return
        }
        let (open, close) = Self.brackets(of: mirror)
        text += open
        for (index, child) in children.enumerated() {
            if index > 0 { text += ", " }
            let element = mirror.displayStyle == .dictionary ? Self.children(of: Mirror(reflecting: child.value)) : []
            if element.count == 2 {
                write(element[0], depth: depth + 1, to: &text)
                text += ": "
                write(element[1], depth: depth + 1, to: &text)
                continue
            }
            if mirror.displayStyle != .optional, let label = child.label, !label.hasPrefix(".") { text += label + ": " }
            write(child, depth: depth + 1, to: &text)
        }
        text += close
    }

    private mutating func write(_ child: Child, depth: Int, to text: inout String) {
        if child.isSecret { text += "<redacted>" } else { write(child.value, depth: depth, to: &text) }
    }

    /// Counts one more composite part looked into; `false` past ``partLimit``. Parts without parts
    /// of their own are not counted: a long array of numbers is looked through whole.
    private mutating func takePart() -> Bool {
        partsLeft -= 1
        return partsLeft >= 0
    }

    private static func part(of value: Any) -> Part {
        switch value {
        // The commonest parts first, the cheapest checks of their types.
        case let text as String: return text.credentialsRedacted.map { .text(String(reflecting: $0)) } ?? .plain
        case is Int, is Bool, is Double: return .plain
        case is AlwaysRedacted: return .secret
        case is DescribedInClear, is Character, is any BinaryInteger, is any FloatingPoint: return .plain
        case let text as Substring:
            return String(text).credentialsRedacted.map { .text(String(reflecting: $0)) } ?? .plain
        case let url as URL: return url.absoluteString.credentialsRedacted.map(Part.text) ?? .plain
        default: break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return .plain }
        let describesItself = value is CustomStringConvertible || value is CustomDebugStringConvertible
        if mirror.displayStyle == .class, !describesItself { return .plain }
        return .composite(mirror)
    }

    /// The parts of `mirror`'s subject, each a secret when its label says so; the second part of a
    /// pair too when the first, its name, says so (a dictionary's element, a header).
    private static func children(of mirror: Mirror) -> [Child] {
        let isPairOfSecret =
            mirror.displayStyle == .tuple && mirror.children.count == 2
            && mirror.children.first.flatMap { name($0.value) }.map(SecretNames.isSecret(name:)) == true
        return mirror.children.enumerated().map { index, child in
            let isSecret = child.label.map(SecretNames.isSecret(label:)) == true || (isPairOfSecret && index == 1)
            return (child.label, child.value, isSecret)
        }
    }

    /// The text of `key` when it is a name: a string, a coding key, a string-backed enum.
    private static func name(_ key: Any) -> String? {
        switch key {
        case let key as any StringProtocol: String(key)
        case let key as any CodingKey: key.stringValue
        case let key as any RawRepresentable: key.rawValue as? String
        default: nil
        }
    }

    /// What a default description writes around the parts of `mirror`'s subject.
    private static func brackets(of mirror: Mirror) -> (open: String, close: String) {
        switch mirror.displayStyle {
        case .collection, .dictionary: ("[", "]")
        case .set: ("Set([", "])")
        case .tuple: ("(", ")")
        case .optional: ("Optional(", ")")
        default: ("\(mirror.subjectType)(", ")")
        }
    }
}
