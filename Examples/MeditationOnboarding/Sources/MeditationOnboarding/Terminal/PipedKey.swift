import Foundation

/// Reads the keys of the piped mode: one key per line — `enter`, `up`, `down`, `back` (or
/// `left`), `1` to `9`, `q`.
public enum PipedKey {
    /// The words the piped mode understands, as the hint lists them.
    public static let vocabulary = "enter, up, down, back, 0-9 or q"

    /// The key `line` names, or nil when it names none. Case and surrounding spaces do not matter.
    public static func key(forLine line: String) -> Key? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "enter", "return": return .enter
        case "up": return .up
        case "down": return .down
        case "back", "left": return .back
        case "q", "quit": return .quit
        default:
            guard word.count == 1, let digit = Int(word), (0...9).contains(digit) else { return nil }
            return .digit(digit)
        }
    }

    /// The one-line hint printed for a line that names no key.
    public static func hint(forLine line: String) -> String {
        "ignored \"\(line.escapedForHint)\": write one key per line: \(vocabulary)"
    }
}

extension String {
    fileprivate var escapedForHint: String {
        let escaped = unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }
        let text = escaped.joined()
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
