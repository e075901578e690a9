import Testing

@testable import CrosscutGenerator

/// What the timing-out decorator writes, the limits annotations give, and the members it cannot
/// time out.
@Suite struct TimeoutEmitterTests {
    @Test func eachAsyncThrowingMemberRunsUnderTheConcernsDeadline() {
        let file = generatedFile(
            from: """
                // @crosscut(timeout)
                protocol Catalog: Sendable {
                    func sessions(for reason: String) async throws -> [String]
                    var featured: [String] { get async throws }
                }
                """)
        expectSameText(
            declaration("func sessions(", in: file),
            """
                func sessions(for reason: String) async throws -> [String] {
                    guard concerns.isEnabled(.timeout) else {
                        return try await decoratee.sessions(for: reason)
                    }
                    return try await concerns.timingOut(service: "Catalog", member: "sessions(for:)") {
                        try await decoratee.sessions(for: reason)
                    }
                }
            """)
        #expect(
            file.contains(
                #"return try await concerns.timingOut(service: "Catalog", member: "featured") {"#))
    }

    @Test func aMembersLimitReplacesTheProtocolsAndTheProtocolsTheConcerns() {
        let file = generatedFile(
            from: """
                // @crosscut(timeout(5))
                protocol Catalog: Sendable {
                    // @crosscut(timeout(1_000.5))
                    func sessions() async throws -> [String]
                    func refresh() async throws
                }
                """)
        #expect(
            file.contains(
                #"return try await concerns.timingOut(after: .seconds(1000.5), service: "Catalog", member: "sessions()") {"#
            ))
        #expect(
            file.contains(
                #"        try await concerns.timingOut(after: .seconds(5), service: "Catalog", member: "refresh()") {"#)
        )
    }

    @Test func membersThatThrowButCannotBeTimedOutForwardWithAWarningUntilSkipped() {
        let text = """
            struct Denied: Error {}
            // @crosscut(timeout)
            protocol A {
                func count() throws -> Int
                func wait() async
                func check() async throws(Denied)
                // @crosscut(timeout(1))
                func map(_ body: () async throws -> Void) async rethrows
                func any() async throws(any Error)
                // @crosscut(skip(timeout))
                func quiet() throws
                var name: String { get set }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:5: warning: 'count()' is not timed out: it is synchronous, and a synchronous call can "
                    + "be neither cancelled nor left behind; make it 'async', or write '// @crosscut(skip(timeout))' "
                    + "above it to say so",
                "/app/A.swift:6:5: warning: 'check()' is not timed out: its error type 'Denied' cannot be "
                    + "'TimeoutError'; declare it 'throws', or write '// @crosscut(skip(timeout))' above it to say so",
                "/app/A.swift:8:5: warning: 'map(_:)' is not timed out: it is 'rethrows', and cannot rethrow from "
                    + "inside the timeout's child task; write '// @crosscut(skip(timeout))' above it to say so",
            ])
        let decorator = declaration(
            "struct TimingOutA<",
            in: Generator().generate([SourceFile(path: "/app/A.swift", text: text)]).files.first?.contents ?? "")
        #expect(decorator.contains("        try decoratee.count()"))
        #expect(decorator.contains("        await decoratee.wait()"), "a member that cannot fail forwards untouched")
        #expect(decorator.contains(#"concerns.timingOut(service: "A", member: "any()")"#))
        #expect(!decorator.contains(#"member: "check()""#))
    }

    @Test func aLimitMustBeOneNumberOfSecondsAboveZero() {
        #expect(
            diagnostics(
                """
                // @crosscut(timeout(0))
                protocol A {
                    // @crosscut(timeout(seconds: 2))
                    func a() async throws
                    // @crosscut(timeout)
                    func b() async throws
                    // @crosscut(timeout(1, 2))
                    func c() async throws
                }
                """) == [
                    "/app/A.swift:1:22: error: 'timeout' on the protocol takes a limit in seconds above zero, e.g. "
                        + "'timeout(5)'; got '0'",
                    "/app/A.swift:3:26: error: 'timeout' above a member takes a limit in seconds above zero, e.g. "
                        + "'timeout(2.5)'; got 'seconds: 2'",
                    "/app/A.swift:5:18: error: 'timeout' above a member takes its limit in seconds, e.g. "
                        + "'timeout(2.5)'; the timeout itself is chosen on the protocol",
                    "/app/A.swift:7:18: error: 'timeout' above a member takes a limit in seconds above zero, e.g. "
                        + "'timeout(2.5)'; got 2 arguments",
                ])
    }

    @Test func aLimitOnAMemberThatCannotFailIsWarnedAbout() {
        #expect(
            diagnostics(
                """
                // @crosscut(timeout)
                protocol A {
                    // @crosscut(timeout(1))
                    var name: String { get }
                    // @crosscut(timeout(1))
                    func wait() async
                    func load() async throws
                }
                """) == [
                    "/app/A.swift:4:5: warning: 'name' is not timed out: it is synchronous, and a synchronous call can "
                        + "be neither cancelled nor left behind; declare it 'async throws', or write "
                        + "'// @crosscut(skip(timeout))' above it to say so",
                    "/app/A.swift:6:5: warning: 'wait()' is not timed out: it does not throw, so it cannot throw "
                        + "'TimeoutError'; declare it 'throws', or write '// @crosscut(skip(timeout))' above it to say so",
                ])
    }

    @Test func aProtocolWhereNoMemberCanBeTimedOutIsWarnedAbout() {
        #expect(
            diagnostics(
                """
                // @crosscut(logging, timeout)
                protocol A {
                    func count() -> Int
                    func wait() async
                }
                """) == [
                    "/app/A.swift:1:23: warning: 'timeout' has no effect: no member of 'A' is 'async' and throws, so "
                        + "none can be timed out; remove it, or declare 'async throws' on the members that call the "
                        + "dependency"
                ])
    }

    @Test func aMembersLimitWithoutTheConcernHasNoEffect() {
        #expect(
            diagnostics(
                """
                // @crosscut(logging)
                protocol A {
                    // @crosscut(timeout(2))
                    func a() async throws
                }
                """) == [
                    "/app/A.swift:3:18: warning: 'timeout' has no effect: 'A' is not annotated with 'timeout'; add it "
                        + "to the protocol's // @crosscut(...) list, or remove 'timeout'"
                ])
    }
}
