import Testing

@testable import CrosscutGenerator

/// `trimmingCharacters`, which reads protocol names out of inheritance clauses.
@Suite struct StringTrimmingTests {
    @Test(arguments: [
        ("Int", "Int"), ("  Int\t\r\n", "Int"), ("", ""), (" \n ", ""), ("\u{A0}Café\u{2003}", "Café"),
        (" Café ", "Café"), ("\u{A0}", ""), ("a b", "a b"), ("é\u{A0}", "é"),
    ])
    func trimmingRemovesASCIIAndUnicodeWhitespaceAtTheEnds(text: String, trimmed: String) {
        #expect(text.trimmingCharacters == trimmed)
        #expect(text[...].trimmingCharacters == trimmed)
    }
}
