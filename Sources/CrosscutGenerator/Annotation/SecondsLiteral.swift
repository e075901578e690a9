/// A number of seconds as an annotation writes it — `300`, `2.5`, `1_000` — for `cached(ttl:)` and
/// `timeout(...)`; generated code passes it to `Duration.seconds(_:)`.
enum SecondsLiteral {
    /// `text` without its underscores, or `nil` when it is not a plain decimal number of seconds
    /// above zero (or zero itself, when `allowsZero`).
    static func parse(_ text: String, allowsZero: Bool) -> String? {
        let digits = text.filter { $0 != "_" }
        guard let value = Double(digits), value.isFinite, value > 0 || (allowsZero && value == 0),
            digits.allSatisfy({ $0.isNumber || $0 == "." })
        else { return nil }
        return digits
    }
}
