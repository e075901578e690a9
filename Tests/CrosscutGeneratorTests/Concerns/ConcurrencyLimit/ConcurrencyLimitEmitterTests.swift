import Testing

@testable import CrosscutGenerator

/// What the concurrency-limiting decorator writes, the limits annotations give, and the members it
/// cannot limit.
@Suite struct ConcurrencyLimitEmitterTests {
    @Test func eachAsyncThrowingMemberTakesAPlaceUnderTheProtocolsLimiter() {
        let file = generatedFile(
            from: """
                // @crosscut(concurrencyLimit(8, queue: 16, wait: 0.5))
                protocol Payments: Sendable {
                    func charge(_ cents: Int) async throws -> String
                    var balance: Int { get async throws }
                }
                """)
        expectSameText(
            declaration("func charge(", in: file),
            """
                func charge(_ cents: Int) async throws -> String {
                    return try await concerns.limitingConcurrency(with: chargeLimiter, service: "Payments", member: "charge(_:)") {
                        try await decoratee.charge(cents)
                    }
                }
            """)
        #expect(
            file.contains(
                """
                        chargeLimiter = concerns.concurrencyLimiter(
                            service: "Payments",
                            policy: Crosscut.ConcurrencyLimitPolicy(maxConcurrent: 8, maxQueued: 16, maxWait: .seconds(0.5))
                        )
                """))
        #expect(
            file.contains(
                """
                        balanceLimiter = concerns.concurrencyLimiter(
                            service: "Payments",
                            policy: Crosscut.ConcurrencyLimitPolicy(maxConcurrent: 8, maxQueued: 16, maxWait: .seconds(0.5))
                        )
                """))
    }

    @Test func aMembersOwnLimitAndAGroupsLimiterAreResolvedByTheirNames() {
        let file = generatedFile(
            from: """
                // @crosscut(concurrencyLimit(4, group: "bank"))
                protocol Payments: Sendable {
                    // @crosscut(concurrencyLimit(1_000))
                    func refund(_ cents: Int) async throws
                    func charge(_ cents: Int) async throws
                }
                """)
        #expect(
            file.contains(
                """
                        refundLimiter = concerns.concurrencyLimiter(
                            service: "Payments",
                            member: "refund(_:)",
                            policy: Crosscut.ConcurrencyLimitPolicy(maxConcurrent: 1000)
                        )
                """))
        #expect(
            file.contains(
                """
                        chargeLimiter = concerns.concurrencyLimiter(
                            named: "bank",
                            policy: Crosscut.ConcurrencyLimitPolicy(maxConcurrent: 4)
                        )
                """))
    }

    @Test func membersThatThrowButCannotBeLimitedForwardWithAWarningUntilSkipped() {
        let text = """
            struct Denied: Error {}
            // @crosscut(concurrencyLimit(2))
            protocol A {
                func count() throws -> Int
                func wait() async
                func check() async throws(Denied)
                // @crosscut(concurrencyLimit(1))
                func map(_ body: () async throws -> Void) async rethrows
                func any() async throws(any Error)
                // @crosscut(skip(concurrencyLimit))
                func quiet() throws
                var name: String { get set }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:5: warning: 'count()' is not limited: it is synchronous, and a synchronous call cannot "
                    + "wait for a place; make it 'async', or write '// @crosscut(skip(concurrencyLimit))' above it to "
                    + "say so",
                "/app/A.swift:6:5: warning: 'check()' is not limited: its error type 'Denied' cannot be "
                    + "'ConcurrencyLimitExceeded'; declare it 'throws', or write '// @crosscut(skip(concurrencyLimit))' "
                    + "above it to say so",
                "/app/A.swift:8:5: warning: 'map(_:)' is not limited: it is 'rethrows', and cannot rethrow from inside "
                    + "the concurrency limiter; write '// @crosscut(skip(concurrencyLimit))' above it to say so",
            ])
        let decorator = declaration("struct ConcurrencyLimitingA", in: generatedFile(from: text))
        #expect(decorator.contains("with: anyLimiter,"))
        for member in ["count()", "wait()", "check()", "map(_:)", "quiet()", "name"] {
            #expect(!decorator.contains("member: \"\(member)\") {"), "\(member) is forwarded untouched")
        }
    }

    @Test(arguments: [
        (
            "concurrencyLimit", "protocol A { func load() async throws }",
            "1:14: warning: 'concurrencyLimit' has no effect: no member of 'A' is 'async' and throws under a limit, so "
                + "none can be limited; write the limit, 'concurrencyLimit(8)', and declare 'async throws' on the "
                + "members that call the dependency, or remove it"
        ),
        (
            "concurrencyLimit(queue: 4)", "protocol A { func load() async throws }",
            "1:31: error: 'concurrencyLimit' takes the most calls that run at once, then optionally 'queue:' (the most "
                + "that wait), 'wait:' (seconds a call waits) and 'group:' (a name protocols share), e.g. "
                + "'concurrencyLimit(8, queue: 16, wait: 0.5)'; the limit comes first"
        ),
        (
            "concurrencyLimit(0)", "protocol A { func load() async throws }",
            "1:31: error: the limit of 'concurrencyLimit' must be a whole number of 1 or more; got '0'"
        ),
        (
            "concurrencyLimit(2, queue: -1)", "protocol A { func load() async throws }",
            "1:41: error: 'queue:' must be a whole number of 0 or more; got '-1'"
        ),
        (
            "concurrencyLimit(2, wait: 1)", "protocol A { func load() async throws }",
            "1:34: error: 'wait:' has no effect without a queue: a call waits for a place only in the queue; add "
                + "'queue:', e.g. 'queue: 16', or remove 'wait:'"
        ),
        (
            "concurrencyLimit(2, queue: 1, wait: soon)", "protocol A { func load() async throws }",
            "1:50: error: 'wait:' takes seconds above zero, e.g. 'wait: 0.5'; got 'soon'"
        ),
        (
            "concurrencyLimit(2, group: bank)", "protocol A { func load() async throws }",
            "1:41: error: 'group:' takes a name in quotes, e.g. 'group: \"payments\"'; got 'bank'"
        ),
        (
            "concurrencyLimit(2, lanes: 3)", "protocol A { func load() async throws }",
            "1:34: error: 'concurrencyLimit' takes the most calls that run at once, then optionally 'queue:' (the "
                + "most that wait), 'wait:' (seconds a call waits) and 'group:' (a name protocols share), e.g. "
                + "'concurrencyLimit(8, queue: 16, wait: 0.5)'; got 'lanes: 3'"
        ),
    ])
    func badAnnotationsSayWhatToWrite(concern: String, declaration: String, message: String) {
        #expect(diagnostics("// @crosscut(\(concern))\n\(declaration)") == ["/app/A.swift:" + message])
    }

    @Test func aMemberLimitWithoutTheConcernOrWithoutANumberIsReported() {
        #expect(
            diagnostics(
                """
                // @crosscut(logging)
                protocol A {
                    // @crosscut(concurrencyLimit(2))
                    func load() async throws
                }
                """) == [
                    "/app/A.swift:3:18: warning: 'concurrencyLimit' has no effect: 'A' is not annotated with "
                        + "'concurrencyLimit'; add it to the protocol's // @crosscut(...) list, or remove "
                        + "'concurrencyLimit'"
                ])
        #expect(
            diagnostics(
                """
                // @crosscut(concurrencyLimit)
                protocol A {
                    // @crosscut(concurrencyLimit)
                    func load() async throws
                }
                """
            ).first?.contains(
                "3:18: error: 'concurrencyLimit' above a member takes the member's own limit, e.g. "
                    + "'concurrencyLimit(2)'") == true)
    }
}
