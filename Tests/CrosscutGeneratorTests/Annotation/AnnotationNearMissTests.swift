import Testing

@testable import CrosscutGenerator

/// Comments that look meant as annotations but are not: each is one warning at its line, rather than
/// a protocol left undecorated in silence.
@Suite struct AnnotationNearMissTests {
    private static let fix =
        "is not an annotation and has no effect; write '@crosscut' in lower case, with no space after '@', in a line "
        + "comment: '// @crosscut(...)'"

    @Test(arguments: [
        ("// @Crosscut(logging)", "'@Crosscut'"),
        ("// @CROSSCUT(logging)", "'@CROSSCUT'"),
        ("// @CrossCut(logging)", "'@CrossCut'"),
        ("// @ crosscut(logging)", "'@ crosscut'"),
        ("//@\tCrosscut(logging)", "'@\tCrosscut'"),
    ])
    func aNearMissInALineCommentIsAWarningAtItsLine(comment: String, written: String) {
        #expect(
            diagnostics("\(comment)\nprotocol A {\n    func f() throws\n}") == [
                "/app/A.swift:1:\(comment.firstIndex(of: "@")!.utf16Offset(in: comment) + 1): warning: \(written) \(Self.fix)"
            ])
    }

    @Test func aNearMissInADocumentationOrBlockCommentIsAWarningToo() {
        #expect(
            diagnostics("/// @Crosscut(logging)\n/* @ crosscut(metrics) */\nprotocol A {}") == [
                "/app/A.swift:1:5: warning: '@Crosscut' \(Self.fix)",
                "/app/A.swift:2:4: warning: '@ crosscut' \(Self.fix)",
            ])
    }

    @Test func wordsThatOnlyContainTheNameAreNotNearMisses() {
        #expect(diagnostics("import Crosscut\n// @crosscutter is a tool\n// see Crosscut\nprotocol A {}").isEmpty)
        #expect(
            SourceFile(path: "/app/A.swift", text: "import Crosscut\nlet c = Crosscut.Concerns()\n")
                .containsAnnotation() == false)
        #expect(SourceFile(path: "/app/A.swift", text: "// @Crosscut(logging)\n").containsAnnotation())
    }
}
