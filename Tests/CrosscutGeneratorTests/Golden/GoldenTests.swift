import Testing

@testable import CrosscutGenerator

/// The generated text for sample protocols, compared line by line with the expected output.
@Suite struct GoldenTests {
    private func generated(_ name: String, _ sample: ProtocolDecl) -> String {
        let model = SourceModel(file: "/src/\(name).swift", imports: ["import Foundation"], protocols: [sample])
        return Build.generate([model]).files.first?.contents ?? ""
    }

    private func expectSameLines(_ actual: String, _ expected: String) {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, (lhs, rhs)) in zip(actualLines, expectedLines).enumerated() where lhs != rhs {
            Issue.record("line \(index + 1) differs:\n  got      \(lhs)\n  expected \(rhs)")
            return
        }
        #expect(actualLines.count == expectedLines.count)
    }

    @Test func classBoundProtocolWithLoggingAndMetrics() {
        expectSameLines(generated("AgeManager", SampleProtocols.ageManager), AgeManagerGolden.text)
    }

    @Test func parsedSourceGivesTheSameGoldenAsTheHandMadeModel() {
        let source = """
            import Foundation

            // @crosscut(logging, metrics, caching, retry)
            public protocol MeditationCatalog: Sendable {
                // @crosscut(cached(ttl: 300))
                func sessions(for reason: Reason, limit: Int) async throws -> [Session]
                // @crosscut(invalidates)
                func refresh() async throws
                // @crosscut(redact: token)
                func signIn(token: String) async throws -> Account
            }
            """
        let result = Generator().generate([SourceFile(path: "/src/MeditationCatalog.swift", text: source)])
        #expect(result.diagnostics == [])
        expectSameLines(result.files.first?.contents ?? "", MeditationCatalogGolden.text)
    }

    @Test func sendableProtocolWithEveryConcern() {
        expectSameLines(generated("MeditationCatalog", SampleProtocols.catalog), MeditationCatalogGolden.text)
    }
}
