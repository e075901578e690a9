import Testing

@testable import CrosscutGenerator

/// Annotations that do not parse as the grammar says, reported at the word that is wrong with what
/// to write instead, from source text through the whole pipeline.
@Suite struct AnnotationDiagnosticsTests {
    /// Every concern, as the grammar lists them in its messages: `tracing, logging, …`.
    private let concerns = ConcernDescription.all.map(\.name).joined(separator: ", ")

    @Test func errorsPointAtTheWordThatIsWrong() {
        let text = """
            // @crosscut(loging, metrics)
            protocol A {
                // @crosscut(cached(ttl: abc))
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:14: error: unknown concern 'loging'. Did you mean 'logging'? Concerns are \(concerns)",
                "/app/A.swift:3:18: warning: 'cached' has no effect: 'A' is not annotated with 'caching'; add it to "
                    + "the protocol's // @crosscut(...) list, or remove 'cached'",
                "/app/A.swift:3:30: error: 'ttl' expects a number of seconds, e.g. 'cached(ttl: 300)'; got 'abc'",
            ])
    }

    @Test func aMemberOptionInTheProtocolsList() {
        let text = """
            // @crosscut(logging, cached)
            protocol A {
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:23: error: 'cached' is a member option: write '// @crosscut(cached)' above the member "
                    + "it applies to; the protocol's annotation lists concerns (\(concerns))"
            ])
    }

    @Test func anUnknownMemberOption() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cahced)
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: error: unknown member option 'cahced'. Did you mean 'cached'? Member options are "
                    + "cached(ttl: seconds, ignoring: parameter, shared, version: n, "
                    + "sameForEveryCaller), invalidates, redact: parameter, "
                    + "public: parameter, requires: \"permission\", validate(parameter: constraint), skip(concern), "
                    + "noretry, concurrencyLimit(limit, queue: calls, wait: seconds, group: name), timeout(seconds)"
            ])
    }

    @Test func anUnknownCachedArgument() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(tll: 5))
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:25: error: unknown 'cached' argument 'tll'. Did you mean 'ttl'? Write 'cached(ttl: "
                    + "seconds, ignoring: parameter, shared, version: n, sameForEveryCaller)'"
            ])
    }

    @Test func redactNamingNoParameter() {
        let text = """
            // @crosscut(logging)
            protocol A {
                // @crosscut(redact: tokn)
                func signIn(token: String) -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:26: error: 'redact' names 'tokn', which is not a parameter of 'signIn(token:)' (its "
                    + "parameters are token). Did you mean 'token'?"
            ])
    }

    @Test func skipNamingNoConcern() {
        let text = """
            // @crosscut(logging, metrics)
            protocol A {
                // @crosscut(skip(metrix))
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:23: error: unknown concern 'metrix' in 'skip'. Did you mean 'metrics'? Concerns are "
                    + concerns
            ])
    }

    @Test func aConcernChosenOnAMember() {
        let text = """
            // @crosscut(metrics)
            protocol A {
                // @crosscut(logging)
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: error: concern 'logging' is chosen on the protocol, not on a member; to leave "
                    + "'load()' out of it write 'skip(logging)'"
            ])
    }
}
