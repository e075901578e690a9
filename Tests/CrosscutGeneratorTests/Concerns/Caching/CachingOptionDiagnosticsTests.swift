import Testing

@testable import CrosscutGenerator

/// Where `cached` and `invalidates` may stand, and the caching concern without them.
@Suite struct CachingOptionDiagnosticsTests {
    @Test func cachedNeedsAResult() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached)
                func refresh()
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: error: 'cached' needs a result to cache, but 'refresh()' returns nothing; remove "
                    + "'cached', or write 'invalidates' if it changes what cached members return"
            ])
    }

    @Test func cachedCannotApplyToASettableProperty() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached)
                var value: Int { get set }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: error: 'cached' cannot apply to settable 'value': a set would leave a stale cached "
                    + "value; cache a get-only property or subscript, or a method"
            ])
    }

    @Test func invalidatesCannotApplyToAGetOnlyProperty() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached)
                func load() -> Int
                // @crosscut(invalidates)
                var value: Int { get }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:5:18: error: 'invalidates' applies to methods and settable properties or subscripts, but "
                    + "'value' is get-only; remove it, or put it on the member that changes the data"
            ])
    }

    @Test func cachedWithoutTheCachingConcernWarns() {
        let text = """
            // @crosscut(logging)
            protocol A {
                // @crosscut(cached)
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: warning: 'cached' has no effect: 'A' is not annotated with 'caching'; add it to "
                    + "the protocol's // @crosscut(...) list, or remove 'cached'"
            ])
    }

    @Test func theCachingConcernWithoutACachedMemberWarns() {
        let text = """
            // @crosscut(logging, caching)
            protocol A {
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:23: warning: 'caching' has no effect: no member of 'A' is marked 'cached'; write "
                    + "'// @crosscut(cached(ttl: 60))' above the members whose results may be reused"
            ])
    }
}
