/// Number formatting without Foundation's locale-dependent formatters.
enum Format {
    /// `value` with `digits` digits after the point.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// A duration in nanoseconds with a precision that suits its size.
    static func nanoseconds(_ value: Double) -> String {
        switch value {
        case ..<10: fixed(value, digits: 2)
        case ..<100: fixed(value, digits: 1)
        case ..<100_000: fixed(value, digits: 0)
        default: fixed(value / 1e6, digits: 3) + " ms"
        }
    }

    /// `value` with at most two digits after the point and no trailing zero: `1.05`, `1.2`, `3`.
    static func shortest(_ value: Double) -> String {
        var text = fixed(value, digits: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A count per call: a whole number as such (`0`, `2`), two decimals otherwise (`1.25`); `n/a`
    /// where nothing was counted.
    static func perCall(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        let text = fixed(value, digits: 2)
        return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
    }

    /// A rate per second, in thousands or millions.
    static func rate(_ value: Double) -> String {
        switch value {
        case 1e9...: fixed(value / 1e9, digits: 2) + " G"
        case 1e6...: fixed(value / 1e6, digits: 2) + " M"
        case 1e3...: fixed(value / 1e3, digits: 1) + " k"
        default: fixed(value, digits: 1)
        }
    }

    /// A byte count in KiB or MiB.
    static func bytes(_ value: Double) -> String {
        switch value {
        case Double(1 << 20)...: fixed(value / Double(1 << 20), digits: 1) + " MiB"
        case Double(1 << 10)...: fixed(value / Double(1 << 10), digits: 1) + " KiB"
        default: fixed(value, digits: 0) + " B"
        }
    }
}
