/// What a screen shows: a title, its lines and the keys it answers to.
///
/// Screens describe themselves with a frame; the terminal draws it. A screen never writes to
/// the terminal itself, so screens are easy to test and to draw elsewhere.
public struct Frame: Sendable, Hashable {
    /// One line of a screen.
    public struct Line: Sendable, Hashable {
        /// How a line stands out.
        public enum Style: Sendable, Hashable {
            /// Ordinary text.
            case plain
            /// The highlighted choice.
            case selected
            /// Secondary text.
            case muted
        }

        /// The line's text.
        public var text: String
        /// How the line stands out.
        public var style: Style

        /// Creates a line.
        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The screen's title.
    public var title: String
    /// The screen's lines, top to bottom.
    public var lines: [Line]
    /// The keys the screen answers to, for example `↑/↓ change · Enter next`.
    public var keys: String

    /// Creates a frame.
    public init(title: String, lines: [Line], keys: String) {
        self.title = title
        self.lines = lines
        self.keys = keys
    }
}
