/// Builds generated Swift text line by line: indentation, braces, blank lines between
/// declarations.
///
/// ```swift
/// var writer = CodeWriter()
/// writer.block("struct S {") { writer in
///     writer.line("let x: Int")
/// }
/// // struct S {
/// //     let x: Int
/// // }
/// ```
///
/// Lines are appended piece by piece into one byte buffer: a call or a declaration head is never
/// joined into a temporary string just to be measured or copied.
struct CodeWriter {
    /// The longest line the writer aims for when it chooses between one line and several.
    static let lineLength = 120

    /// Every line written so far as UTF-8, each followed by a newline.
    private var buffer: [UInt8] = []
    /// The offset in `buffer` where the last line starts, `nil` before the first line.
    private var lastLineStart: Int?
    private var depth = 0
    /// Spaces per indentation level.
    private static let indentWidth = 4
    /// Whether lines copied from an annotation, or naming its types, stand under `#sourceLocation`
    /// directives that point the compiler's errors at it (``Generator/Output/pointsErrorsAtAnnotations``).
    let pointsErrorsAtAnnotations: Bool

    init(pointsErrorsAtAnnotations: Bool = true) {
        self.pointsErrorsAtAnnotations = pointsErrorsAtAnnotations
    }

    /// The text written so far, ending with a newline.
    var text: String { String(decoding: buffer, as: UTF8.self) }

    /// Writes one line at the current indentation (an empty string writes an empty line).
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            startLine(indented: false)
        } else {
            startLine()
            append(text)
        }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Writes one line made of two or three pieces at the current indentation, without joining
    /// them first.
    mutating func line(_ first: String, _ second: String, _ third: String = "") {
        guard !first.isEmpty || !second.isEmpty || !third.isEmpty else {
            line()
            return
        }
        startLine()
        append(first)
        append(second)
        append(third)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Writes a declaration's attributes, its head and `{`, then `body` one level deeper, then `}`.
    /// A head longer than the line length gets one parameter per line.
    mutating func declaration(_ declaration: MemberForwarding.Declaration, _ body: (inout CodeWriter) -> Void) {
        for attribute in declaration.attributes { line(attribute) }
        if let parameters = declaration.parameters, !parameters.isEmpty {
            list(parameters, between: (declaration.opening, ""), and: (declaration.closing, " {"))
        } else {
            line(declaration.opening, declaration.closing, " {")
        }
        indented(body)
        line("}")
    }

    /// Writes an empty line unless the previous line is empty or opens a block, so that
    /// declarations are separated by exactly one blank line.
    mutating func separator() {
        if lastLineNeedsSeparator { line() }
    }

    /// Whether a declaration after the last line needs a blank line before it: the last line is
    /// neither empty nor an opening (`{`, `#if`, `#else`).
    private var lastLineNeedsSeparator: Bool {
        guard let last = lastLineContent else { return false }
        return !(last.isEmpty || last.hasSuffix("{") || last.hasPrefix("#if") || last.hasPrefix("#else"))
    }

    /// Whether the last line, after its indentation, starts with `prefix`.
    func lastLineStarts(with prefix: String) -> Bool {
        lastLineContent?.hasPrefix(prefix) ?? false
    }

    /// Writes `opener`, then `body` one level deeper, then `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opener)
        indented(body)
        line(closer)
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes `#if condition` ... `#endif` around `body`, indenting the body.
    mutating func conditional(_ conditions: [String], _ body: (inout CodeWriter) -> Void) {
        guard let first = conditions.first else {
            body(&self)
            return
        }
        block("#if \(first)", closer: "#endif") { writer in
            writer.conditional(Array(conditions.dropFirst()), body)
        }
    }

    /// Writes a call as `prefix(arguments) suffix` on one line when it fits, otherwise with one
    /// argument per line.
    mutating func call(_ prefix: String, _ arguments: [String], suffix: String = "") {
        guard !arguments.isEmpty else {
            line(prefix, "()", suffix)
            return
        }
        list(arguments, between: (prefix, "("), and: (")", suffix))
    }

    // MARK: Lines in pieces

    /// Writes `opening`, the `items` separated by `, ` and `closing` on one line when that fits,
    /// otherwise `opening`, one item per line one level deeper (with commas), and `closing`.
    /// `opening` and `closing` come in two pieces each, such as `f` and `(`.
    private mutating func list(
        _ items: [String], between opening: (String, String), and closing: (String, String)
    ) {
        if fitsOnOneLine(items, between: opening, and: closing) {
            startLine()
            append(opening.0)
            append(opening.1)
            for (index, item) in items.enumerated() {
                if index > 0 { append(", ") }
                append(item)
            }
            append(closing.0)
            append(closing.1)
            buffer.append(UInt8(ascii: "\n"))
            return
        }
        line(opening.0, opening.1)
        depth += 1
        for (index, item) in items.enumerated() {
            startLine()
            append(item)
            append(index == items.count - 1 ? "\n" : ",\n")
        }
        depth -= 1
        line(closing.0, closing.1)
    }

    /// Whether `opening`, the `items` joined by `, ` and `closing`, indented at the current depth,
    /// fit the line length. The UTF-8 count bounds the `Character` count from above, and equals it
    /// for ASCII text, so only a long line with other text is joined to count its `Character`s.
    private func fitsOnOneLine(
        _ items: [String], between opening: (String, String), and closing: (String, String)
    ) -> Bool {
        let indent = depth * Self.indentWidth
        let endBytes = opening.0.utf8.count + opening.1.utf8.count + closing.0.utf8.count + closing.1.utf8.count
        let bytes = items.reduce(endBytes + 2 * (items.count - 1)) { $0 + $1.utf8.count }
        if indent + bytes <= Self.lineLength { return true }
        let ends = [opening.0, opening.1, closing.0, closing.1]
        if ends.allSatisfy(\.hasOneCharacterPerByte), items.allSatisfy(\.hasOneCharacterPerByte) { return false }
        let text = opening.0 + opening.1 + items.joined(separator: ", ") + closing.0 + closing.1
        return indent + text.count <= Self.lineLength
    }

    /// Starts a line: records where it begins and writes the indentation.
    private mutating func startLine(indented: Bool = true) {
        lastLineStart = buffer.count
        guard indented else { return }
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * Self.indentWidth))
    }

    private mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { buffer.append(contentsOf: $0) }
        if copied == nil { buffer.append(contentsOf: text.utf8) }
    }

    /// The last line without its indentation (leading spaces) and newline, `nil` before the first
    /// line.
    private var lastLineContent: LineContent? {
        lastLineStart.map { LineContent(buffer[$0..<(buffer.count - 1)]) }
    }
}

/// A written line after its indentation, compared on its bytes when it has one `Character` per
/// byte and as `Character`s otherwise, with the same results.
private enum LineContent {
    case bytes(ArraySlice<UInt8>)
    case characters(Substring)

    /// The content of `line`, a whole line's UTF-8 without its newline.
    init(_ line: ArraySlice<UInt8>) {
        if line.allSatisfy(\.isOneCharacter) {
            self = .bytes(line.drop { $0 == UInt8(ascii: " ") })
        } else {
            self = .characters(Substring(String(decoding: line, as: UTF8.self)).drop { $0 == " " })
        }
    }

    var isEmpty: Bool {
        switch self {
        case .bytes(let bytes): bytes.isEmpty
        case .characters(let text): text.isEmpty
        }
    }

    func hasPrefix(_ prefix: String) -> Bool {
        switch self {
        case .bytes(let bytes): bytes.starts(with: prefix.utf8)
        case .characters(let text): text.hasPrefix(prefix)
        }
    }

    func hasSuffix(_ suffix: String) -> Bool {
        switch self {
        case .bytes(let bytes): bytes.reversed().starts(with: suffix.utf8.reversed())
        case .characters(let text): text.hasSuffix(suffix)
        }
    }
}
