import Testing

@testable import CrosscutGenerator

/// Which members retry leaves alone, and when it says so.
@Suite struct RetryDiagnosticsTests {
    @Test func noretryOnAMemberThatDoesNotThrowWarns() {
        let text = """
            // @crosscut(retry)
            protocol A {
                // @crosscut(noretry)
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:14: warning: 'retry' has no effect: no member of 'A' throws, so none can be retried; "
                    + "remove it, or declare 'throws' on the members that call the dependency",
                "/app/A.swift:3:18: warning: 'noretry' has no effect: 'load()' does not throw on its own, so it is "
                    + "never retried; remove 'noretry'",
            ])
    }

    @Test func aProtocolWhereNoMemberCanBeRetriedIsWarnedAbout() {
        #expect(
            diagnostics("// @crosscut(logging, retry)\nprotocol A {\n    func f() -> Int\n    var g: Int { get }\n}")
                == [
                    "/app/A.swift:1:23: warning: 'retry' has no effect: no member of 'A' throws, so none can be retried; "
                        + "remove it, or declare 'throws' on the members that call the dependency"
                ])
        #expect(diagnostics("// @crosscut(retry)\nprotocol A {\n    func f() -> Int\n    func g() throws\n}").isEmpty)
    }

    @Test func valuesPassedOnOnceAreNeitherRetriedNorCached() {
        let text = """
            // @crosscut(caching, retry)
            protocol A {
                func send(_ box: sending Box) throws
                // @crosscut(cached(ignoring: value))
                func take<T: ~Copyable>(_ value: consuming T, id: Int) throws -> Int
                // @crosscut(noretry)
                func quiet(_ box: sending Box) throws
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:15: warning: 'send(_:)' is not retried: its 'sending' parameter 'box' can be passed "
                    + "on only once; write '// @crosscut(noretry)' above it to say so",
                "/app/A.swift:5:29: error: 'cached' cannot apply to 'take(_:id:)': its 'consuming' parameter 'value' "
                    + "is given away by the call and cannot also be kept in a cache key; remove 'cached'",
                "/app/A.swift:5:29: warning: 'take(_:id:)' is not retried: its 'consuming' parameter 'value' can be "
                    + "passed on only once; write '// @crosscut(noretry)' above it to say so",
            ])
    }
}
