import CrosscutGenerator
import Testing

@Suite struct PrefilterTests {
    @Test func containsAnnotationFindsTheMarkerAnywhere() {
        #expect(SourceFile(path: "A.swift", text: "// @crosscut(logging)\nprotocol P {}").containsAnnotation())
        #expect(SourceFile(path: "A.swift", text: "x@crosscut").containsAnnotation())
        #expect(!SourceFile(path: "A.swift", text: "// @crosscu(logging)\nprotocol P {}").containsAnnotation())
        #expect(!SourceFile(path: "A.swift", text: "").containsAnnotation())
    }
}
