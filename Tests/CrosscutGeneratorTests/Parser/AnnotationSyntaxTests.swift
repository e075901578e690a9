import CrosscutGenerator
import Testing

@Suite struct AnnotationSyntaxTests {
    /// The annotation on `protocol P` when `comment` stands on the line before it.
    private func annotation(_ comment: String) -> (Annotation?, [String]) {
        let parsed = parse("\(comment)\nprotocol P {}")
        return (parsed.model.protocols.first?.annotation, parsed.messages)
    }

    @Test func itemsWithArgumentsAndColonValues() throws {
        let (parsed, messages) = annotation(
            #"// @crosscut(logging, cached(ttl: 300, key: "a b"), redact: token, skip(retry, metrics), invalidates)"#)
        let items = try #require(parsed?.items)
        #expect(messages.isEmpty)
        #expect(items.map(\.name) == ["logging", "cached", "redact", "skip", "invalidates"])
        #expect(items[1].arguments.map(\.label) == ["ttl", "key"])
        #expect(items[1].arguments.map(\.value) == ["300", #""a b""#])
        #expect(items[2].arguments.map(\.label) == [nil])
        #expect(items[2].arguments.map(\.value) == ["token"])
        #expect(items[3].arguments.map(\.value) == ["retry", "metrics"])
        #expect(items.map { position($0.location) } == ["1:14", "1:23", "1:53", "1:68", "1:90"])
        #expect(items[2].arguments.map { position($0.valueLocation) } == ["1:61"])
    }

    @Test func emptyListAndTrailingCommentAreFine() {
        #expect(annotation("// @crosscut()").0?.items == [])
        #expect(annotation("// @crosscut ( logging ) // why").0?.items.map(\.name) == ["logging"])
        #expect(annotation("// @crosscut(cached(ttl: -1.5))").0?.items.first?.arguments.first?.value == "-1.5")
    }

    @Test(arguments: [
        (
            "// @crosscut logging",
            "1:14: error: expected '(' after '@crosscut', found 'logging'; write the concerns in parentheses, "
                + "for example '// @crosscut(logging, metrics)'"
        ),
        (
            "// @crosscut(logging, metrics",
            "1:30: error: expected ')' to close '@crosscut('; add ')' at the end of the annotation"
        ),
        (
            "// @crosscut(cached(ttl: 300)",
            "1:30: error: expected ')' to close '@crosscut('; add ')' at the end of the annotation"
        ),
        (
            "// @crosscut(cached(ttl: 300, logging)",
            "1:39: error: expected ')' to close '@crosscut('; add ')' at the end of the annotation"
        ),
        (
            "// @crosscut(logging))",
            "1:22: error: unexpected ')' after the annotation's closing ')'; remove it (the parentheses are unbalanced)"
        ),
        (
            "// @crosscut(logging, )",
            "1:21: error: unexpected trailing ','; remove it, or add another item after it"
        ),
        (
            "// @crosscut(cached(ttl: 300,))",
            "1:29: error: unexpected trailing ','; remove it, or add another argument after it"
        ),
        (
            "// @crosscut(, logging)",
            "1:14: error: expected a concern or option name, found ','; write a name such as 'logging' or "
                + "'cached(ttl: 300)'"
        ),
        (
            "// @crosscut(logging metrics)",
            "1:22: error: expected ',' or ')' after 'logging', found 'metrics'; separate items with commas, as in "
                + "'@crosscut(logging, metrics)'"
        ),
        (
            "// @crosscut(redact: )",
            "1:22: error: expected a value after 'redact:', found ')'; write for example 'redact: token'"
        ),
        (
            "// @crosscut(cached(ttl: ))",
            "1:26: error: expected a value in 'cached(…)', found ')'; write for example 'ttl: 300'"
        ),
        (
            "// @crosscut(logging) metrics",
            "1:23: error: unexpected 'metrics' after the annotation's closing ')'; remove it, or put a note after '//'"
        ),
        (
            #"// @crosscut(cached(key: "abc))"#,
            "1:26: error: unterminated string in the annotation; close it with '\"'"
        ),
        (
            "    // @crosscut(cached(ttl: 5 * 60))",
            "1:32: error: expected ',' or ')' after '5' in 'cached(…)', found '*'; separate arguments with commas"
        ),
    ])
    func syntaxErrorsAreReportedAtTheirColumn(comment: String, message: String) {
        let (parsed, messages) = annotation(comment)
        #expect(parsed == nil)
        #expect(messages == [message])
    }

    @Test func errorsInMemberAnnotationsNameTheirLine() {
        let parsed = parse("protocol P {\n    // @crosscut(cached(ttl: 300)\n    func f() -> Int\n}")
        #expect(
            parsed.messages == ["2:34: error: expected ')' to close '@crosscut('; add ')' at the end of the annotation"]
        )
        #expect(parsed.model.protocols.first?.plainMembers.first?.annotations == [])
    }
}
