/// The Unicode scalars that no log line writes as they are, whatever its format: each could break
/// the line or disguise what a reader sees. The console writes them as `\u{…}` (``ConsoleText``),
/// JSON lines as `\uXXXX` (``JSONText``), so one definition serves both.
///
/// - Control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F), including NEL
///   (U+0085), which some tools take for a line break.
/// - The line and paragraph separators U+2028 and U+2029.
/// - The bidirectional formatting characters, which can reorder what a terminal or an editor shows:
///   the marks U+061C, U+200E and U+200F, the embeddings and overrides U+202A–U+202E and the
///   isolates U+2066–U+2069.
enum EscapedScalars {
    /// Whether `scalar` is one that a log line must escape.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1 (including NEL)
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional formatting
        default: false
        }
    }
}
