import Testing

@testable import CrosscutGenerator

/// What the circuit-breaking decorator writes, and the members it cannot break.
@Suite struct CircuitBreakerEmitterTests {
    @Test func everyThrowingMemberGoesThroughTheOneBreakerItResolvesOnce() {
        let file = generatedFile(
            from: """
                // @crosscut(circuitBreaker(name: "catalog"))
                protocol Catalog: Sendable {
                    func sessions(for reason: String) async throws -> [String]
                    var featured: [String] { get throws }
                }
                """)
        let decorator = declaration("struct CircuitBreakingCatalog<", in: file)
        #expect(decorator.contains("    private let breaker: Crosscut.CircuitBreaker\n\n"), "one property for all")
        #expect(decorator.contains("        breaker = concerns.circuitBreaker(named: \"catalog\")\n    }"))
        expectSameText(
            declaration("func sessions(", in: file),
            """
                func sessions(for reason: String) async throws -> [String] {
                    return try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions(for:)") {
                        try await decoratee.sessions(for: reason)
                    }
                }
            """)
        #expect(
            file.contains(
                "return try concerns.breaking(with: breaker, service: \"Catalog\", member: \"featured\") {"))
    }

    @Test func withoutANameTheBreakerIsTheServicesOwn() {
        let file = generatedFile(
            from: """
                enum Outer {
                    // @crosscut(circuitBreaker)
                    protocol Catalog: Sendable {
                        func refresh() throws
                    }
                }
                """)
        #expect(file.contains(#"concerns.circuitBreaker(of: "Outer.Catalog")"#))
    }

    @Test func membersThatCannotFailFastForwardWithAWarningUntilSkipped() {
        let text = """
            struct Denied: Error {}
            // @crosscut(circuitBreaker)
            protocol A {
                func count() -> Int
                func check() throws(Denied)
                func any() throws(any Error)
                func map(_ body: () throws -> Void) rethrows
                // @crosscut(skip(circuitBreaker))
                func quiet() throws(Denied)
                var name: String { get set }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:5:5: warning: 'check()' is not broken: its error type 'Denied' cannot be the breaker's "
                    + "'CircuitOpenError'; declare it 'throws', or write '// @crosscut(skip(circuitBreaker))' above it "
                    + "to say so",
                "/app/A.swift:7:5: warning: 'map(_:)' is not broken: it is 'rethrows', and cannot rethrow from inside "
                    + "the breaker; write '// @crosscut(skip(circuitBreaker))' above it to say so",
            ])
        let decorator = declaration(
            "struct CircuitBreakingA<",
            in: Generator().generate([SourceFile(path: "/app/A.swift", text: text)]).files.first?.contents ?? "")
        #expect(decorator.contains("        decoratee.count()"))
        #expect(decorator.contains("concerns.breaking(with: breaker, service: \"A\", member: \"any()\")"))
        #expect(!decorator.contains("member: \"check()\""))
    }

    @Test func aProtocolWhereNoMemberCanFailFastIsWarnedAbout() {
        #expect(
            diagnostics(
                "// @crosscut(logging, circuitBreaker)\nprotocol A {\n    func f() -> Int\n    var g: Int { get }\n}")
                == [
                    "/app/A.swift:1:23: warning: 'circuitBreaker' has no effect: no member of 'A' throws, so none can "
                        + "fail fast; remove it, or declare 'throws' on the members that call the dependency"
                ])
    }

    @Test func theNameMustBeAQuotedString() {
        #expect(
            diagnostics("// @crosscut(circuitBreaker(catalog))\nprotocol A {\n    func f() throws\n}") == [
                "/app/A.swift:1:29: error: 'circuitBreaker' takes 'name: \"catalog\"': a breaker shared by every "
                    + "protocol that names it; without it, the protocol has a breaker of its own"
            ])
    }
}
