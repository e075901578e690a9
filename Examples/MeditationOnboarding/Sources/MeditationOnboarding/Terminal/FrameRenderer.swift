/// Draws a ``Frame`` as text: with colours on a terminal, or as plain lines for pipes and tests.
///
/// ```swift
/// let text = FrameRenderer(style: .plain).render(frame)
/// ```
public struct FrameRenderer: Sendable {
    /// How frames are drawn.
    public enum Style: Sendable {
        /// Clears the terminal and draws with bold, reverse and dim text.
        case terminal
        /// Plain lines, one frame after another, for pipes and tests.
        case plain
    }

    /// How frames are drawn.
    public var style: Style

    /// Creates a renderer.
    public init(style: Style) { self.style = style }

    /// The text that draws `frame`, ending in a newline; `footer` lines (for example the latest
    /// log events) are drawn under it, cut to `width` columns when it is given.
    public func render(_ frame: Frame, footer: [String] = [], width: Int? = nil) -> String {
        switch style {
        case .terminal: terminalText(frame, footer: footer.map { Self.cut($0, to: width.map { $0 - 2 }) })
        case .plain: plainText(frame)
        }
    }

    private func plainText(_ frame: Frame) -> String {
        var lines = ["", "── \(frame.title) ──"]
        lines += frame.lines.map(\.text)
        lines.append("[\(frame.keys)]")
        return lines.joined(separator: "\n") + "\n"
    }

    private func terminalText(_ frame: Frame, footer: [String]) -> String {
        let clear = "\u{1B}[H\u{1B}[2J"
        var lines = ["", "  " + bold(frame.title), ""]
        lines += frame.lines.map { "  " + styled($0) }
        lines += ["", "  " + dim(frame.keys)]
        if !footer.isEmpty {
            lines += ["", "  " + dim("── event log ──")]
            lines += footer.map { "  " + dim($0) }
        }
        return clear + lines.joined(separator: "\n") + "\n"
    }

    private static func cut(_ line: String, to width: Int?) -> String {
        guard let width, width > 1, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }

    private func styled(_ line: Frame.Line) -> String {
        switch line.style {
        case .plain: line.text
        case .selected: "\u{1B}[7m\(line.text)\u{1B}[0m"
        case .muted: dim(line.text)
        }
    }

    private func bold(_ text: String) -> String { "\u{1B}[1m\(text)\u{1B}[0m" }
    private func dim(_ text: String) -> String { "\u{1B}[2m\(text)\u{1B}[0m" }
}
