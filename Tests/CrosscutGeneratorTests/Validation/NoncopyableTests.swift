import Testing

@testable import CrosscutGenerator

/// Noncopyable types, the target's and the standard library's, are never copied by a decorator:
/// not into a log event, not into a cache key, not as a cached result.
@Suite struct NoncopyableTests {
    private let lease = SourceFile(
        path: "/app/Lease.swift", text: "struct Lease: Sendable, ~Copyable {\n    let id: Int\n}\n")

    private func generate(_ text: String) -> GenerationResult {
        Generator().generate([SourceFile(path: "/app/A.swift", text: text), lease])
    }

    @Test func cachingANoncopyableResultOrKeyIsAnError() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(ttl: 60))
                func lease(id: Int) -> Lease?
                // @crosscut(cached(ttl: 60))
                func holder(of lease: borrowing Lease) -> String
            }
            """
        #expect(
            generate(text).diagnostics.map(\.description) == [
                "/app/A.swift:3:18: error: 'cached' cannot apply to 'lease(id:)': its result holds 'Lease', which is "
                    + "noncopyable, so a cache could not hand it out twice; remove 'cached'",
                "/app/A.swift:6:17: error: parameter 'lease' of 'holder(of:)' cannot be part of a cache key: 'Lease' "
                    + "is noncopyable, and a key keeps a copy; leave it out of the key with "
                    + "'cached(ignoring: lease)'",
            ])
    }

    @Test func aNoncopyableArgumentIsLoggedAsNotDescribedAndPassedOnWithoutACopy() throws {
        let text = """
            // @crosscut(logging)
            protocol A {
                func holder(of lease: borrowing Lease, label: borrowing String) -> String
            }
            """
        let result = generate(text)
        #expect(result.diagnostics.isEmpty)
        let generated = try #require(result.files.first).contents
        expectSameText(
            declaration("func holder", in: generated),
            """
                func holder(of lease: borrowing Lease, label: borrowing String) -> String {
                    guard concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: false) else {
                        return decoratee.holder(of: lease, label: label)
                    }
                    let start = concerns.stopwatch.now()
                    defer {
                        concerns.logger.logCall(
                            service: "A",
                            member: "holder(of:label:)",
                            arguments: ["lease": Crosscut.EventValue.notDescribed, "label": Crosscut.EventValue(describing: copy label)],
                            outcome: .returned,
                            duration: concerns.stopwatch.now() - start
                        )
                    }
                    return decoratee.holder(of: lease, label: label)
                }
            """)
    }

    @Test func aNoncopyableProtocolsDecoratorsTakeItsServiceConsumingAndAreCopyableWhereItIs() {
        let generated = generatedFile(
            from: """
                // @crosscut(logging, retry)
                public protocol Pipe: ~Copyable {
                    func read() throws -> Int
                }
                """)
        #expect(
            generated.contains(
                "public struct LoggingPipe<Decoratee: Pipe & ~Copyable>: Pipe, ~Copyable {"))
        #expect(generated.contains("public init(_ decoratee: consuming Decoratee, concerns: Crosscut.Concerns) {"))
        #expect(generated.contains("extension LoggingPipe: Copyable where Decoratee: Copyable {}"))
        #expect(generated.contains("extension RetryingPipe: Copyable where Decoratee: Copyable {}"))
        expectSameText(
            declaration("extension Pipe where Self: ~Copyable {", in: generated),
            """
            extension Pipe where Self: ~Copyable {
                /// Wraps this service in its decorators, outermost first: logging, retry.
                public consuming func decorated(with concerns: Crosscut.Concerns) -> LoggingPipe<RetryingPipe<Self>> {
                    self.decorated(withRetry: concerns)
                        .decorated(withLogging: concerns)
                }

                /// Wraps this service in a `LoggingPipe`.
                public consuming func decorated(withLogging concerns: Crosscut.Concerns) -> LoggingPipe<Self> {
                    LoggingPipe(self, concerns: concerns)
                }

                /// Wraps this service in a `RetryingPipe`.
                public consuming func decorated(withRetry concerns: Crosscut.Concerns) -> RetryingPipe<Self> {
                    RetryingPipe(self, concerns: concerns)
                }
            }
            """)
    }

    @Test func aCopyableChildOfANoncopyableProtocolHasOrdinaryDecorators() {
        let generated = generatedFile(
            from: """
                protocol Pipe: ~Copyable {
                    func read() -> Int
                }
                // @crosscut(logging)
                protocol NamedPipe: Pipe {
                    var name: String { get }
                }
                """)
        #expect(generated.contains("struct LoggingNamedPipe<Decoratee: NamedPipe>: NamedPipe {"))
        #expect(!generated.contains("Copyable"))
        #expect(generated.contains("func read() -> Int {"))
    }

    @Test func declaredNoncopyableTypesAreTheOnesThatSuppressCopyable() {
        let names = DeclaredNoncopyableTypes.names(in: [
            SourceFile(
                path: "/a",
                text: """
                    struct Lease: ~Copyable {}
                    enum Slot<T>: Sendable, ~Copyable { case empty }
                    struct Plain: Copyable {}
                    // struct Commented: ~Copyable {}
                    class Box { func f<T: ~Copyable>(_ t: borrowing T) {} }
                    """),
            SourceFile(path: "/b", text: "struct Elsewhere {}"),
        ])
        #expect(names == ["Lease", "Slot"])
    }

    /// What the logging decorator writes of each argument of each member of the one protocol in `text`.
    private func logged(_ text: String) throws -> [String: [LoggedArguments.Logging]] {
        let (protocols, diagnostics) = Generator().loggedArguments([SourceFile(path: "/app/A.swift", text: text)])
        #expect(diagnostics.isEmpty)
        let members = try #require(protocols.first).members
        return Dictionary(uniqueKeysWithValues: members.map { ($0.identity, $0.arguments.map(\.logging)) })
    }

    /// swift-nio's `EventLoop.enqueue(_:)` takes a `consuming ExecutorJob`: a decorator that logged it
    /// (`EventValue(describing: copy job)`) did not compile.
    @Test func theStandardLibrarysNoncopyableAndNonescapableTypesAreNotLogged() throws {
        let noncopyable = LoggedArguments.Logging.notLogged(because: "noncopyable")
        let arguments = try logged(
            """
            import Synchronization

            // @crosscut(logging)
            protocol Loop {
                func enqueue(_ job: consuming ExecutorJob)
                func count(_ counter: borrowing Mutex<Int>, _ bytes: Span<UInt8>, _ text: UTF8Span?) -> Int
                func flags(_ flags: borrowing Atomic<Int>, _ raw: RawSpan) -> Int
            }
            """)
        #expect(
            arguments == [
                "enqueue(_:)": [noncopyable], "count(_:_:_:)": [noncopyable, noncopyable, noncopyable],
                "flags(_:_:)": [noncopyable, noncopyable],
            ])
    }

    /// A `Span` without generic arguments is another module's (swift-distributed-tracing's protocol),
    /// and a type the target declares under one of the standard library's names is its own.
    @Test func namesakesOfTheStandardLibrarysNoncopyableTypesAreLogged() throws {
        let arguments = try logged(
            """
            // @crosscut(logging)
            protocol Worker {
                func run(_ job: Job, in span: any Span, _ other: SpanKind) -> Int
            }

            struct Job: CustomStringConvertible {
                var description: String { "job" }
            }
            """)
        #expect(
            arguments == [
                "run(_:in:_:)": [
                    .describedWithSecretsRedacted, .describedWithSecretsRedacted, .describedWithSecretsRedacted,
                ]
            ])
    }

    @Test func aConsumedExecutorJobIsPassedOnWithoutACopy() throws {
        let generated = generatedFile(
            from: """
                // @crosscut(logging)
                protocol Loop {
                    func enqueue(_ job: consuming ExecutorJob)
                }
                """)
        #expect(generated.contains(#"arguments: ["job": Crosscut.EventValue.notDescribed]"#))
        #expect(generated.contains("decoratee.enqueue(job)\n"))
        #expect(!generated.contains("copy job"))
    }
}
