import Testing

/// Expects `actual` to be `expected` to the byte; when it is not, records the first line that
/// differs, both versions of it, and `what` the texts are.
func expectSameText(
    _ actual: String, _ expected: String, _ what: String = "the generated text",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard actual != expected, let difference = firstDifferingLine(actual, expected) else { return }
    Issue.record(
        """
        \(what) differs from line \(difference.line) on:
          got:      \(difference.actual ?? "(end of text)")
          expected: \(difference.expected ?? "(end of text)")
        """, sourceLocation: sourceLocation)
}

/// The first line at which `actual` and `expected` differ (1-based), with each text's version of
/// it (`nil` past its end), or `nil` when they are the same.
func firstDifferingLine(_ actual: String, _ expected: String) -> (line: Int, actual: String?, expected: String?)? {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let lhs = index < actualLines.count ? String(actualLines[index]) : nil
        let rhs = index < expectedLines.count ? String(expectedLines[index]) : nil
        if lhs != rhs { return (index + 1, lhs, rhs) }
    }
    return nil
}
