import CrosscutGenerator
import Testing

@Test func diagnosticPrintsInCompilerFormat() {
    let diagnostic = Diagnostic(
        .error, "unknown concern 'loging'", at: SourceLocation(file: "/a/B.swift", line: 3, column: 15))
    #expect(diagnostic.description == "/a/B.swift:3:15: error: unknown concern 'loging'")
}
