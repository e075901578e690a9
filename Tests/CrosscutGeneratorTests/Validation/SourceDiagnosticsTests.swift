import Testing

@testable import CrosscutGenerator

/// Diagnostics from real source text, through the parser: positions are the compiler's.
@Suite struct SourceDiagnosticsTests {
    private func diagnostics(_ text: String) -> [String] {
        Generator().generate([SourceFile(path: "/app/A.swift", text: text)]).diagnostics.map(\.description)
    }

    @Test func annotationAndRequirementErrorsPointAtTheirColumns() {
        let text = """
            // @crosscut(loging, metrics)
            protocol A {
                // @crosscut(cached(ttl: abc))
                func load(handler: @escaping () -> Void) -> Int
                init(name: String)
            }
            """
        let found = diagnostics(text)
        #expect(
            found.first == "/app/A.swift:1:14: error: unknown concern 'loging'. Did you mean 'logging'? Concerns are "
                + "logging, metrics, caching, retry")
        #expect(found.contains { $0.hasPrefix("/app/A.swift:3:30: error: 'ttl' expects a number of seconds") })
        #expect(
            found.contains {
                $0.hasPrefix("/app/A.swift:5:5: error: cannot decorate initializer requirement 'init(name:)'")
            })
    }

    @Test func cacheKeyErrorsPointAtTheParameter() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached)
                func load(id: Int, handler: @escaping () -> Void) -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:24: error: parameter 'handler' of 'load(id:handler:)' cannot be part of a cache key: "
                    + "a closure is not Hashable; leave it out of the key with 'cached(ignoring: handler)'"
            ])
    }

    @Test func validSourceGeneratesWithoutDiagnostics() throws {
        let text = """
            import Foundation

            /// Docs.
            // @crosscut(logging, caching)
            public protocol Catalog: Sendable {
                // @crosscut(cached(ttl: 60, ignoring: handler))
                func load(id: Int, handler: @escaping @Sendable () -> Void) async throws -> String
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/Catalog.swift", text: text)])
        #expect(result.diagnostics == [])
        let file = try #require(result.files.first)
        #expect(file.name == "Catalog+Crosscut.swift")
        #expect(file.contents.contains("key: CacheKey(service: \"Catalog\", member: \"load(id:handler:)\", id),"))
        #expect(file.contents.contains("ttl: .seconds(60)"))
    }
}
