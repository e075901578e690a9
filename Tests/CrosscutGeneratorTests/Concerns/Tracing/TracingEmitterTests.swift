import Testing

@testable import CrosscutGenerator

/// What the tracing decorator writes around each kind of member: the call in `concerns.tracing`'s
/// closure, the arguments as logging writes them, nothing built without a tracer.
@Suite struct TracingEmitterTests {
    @Test func eachMemberRunsInsideConcernsTracingWithItsArguments() {
        let file = generatedFile(
            from: """
                struct Denied: Error {}
                // @crosscut(tracing)
                protocol Vault: Sendable {
                    func open(passcode: String, onProgress: @escaping @Sendable (Double) -> Void) async throws -> Int
                    func check() throws(Denied)
                    func copy() -> Self
                    var label: String { get set }
                }
                """)
        expectSameText(
            declaration("func open(", in: file),
            """
                func open(passcode: String, onProgress: @escaping @Sendable (Double) -> Void) async throws -> Int {
                    guard concerns.isEnabled(.tracing), concerns.tracer != nil else {
                        return try await decoratee.open(passcode: passcode, onProgress: onProgress)
                    }
                    return try await concerns.tracing(
                        openPasscodeOnProgressTracing,
                        arguments: ["passcode": concerns.logger.redaction.redact(passcode)]
                    ) {
                        try await decoratee.open(passcode: passcode, onProgress: onProgress)
                    }
                }
            """)
        expectSameText(
            declaration("func check(", in: file),
            """
                func check() throws(Denied) {
                    guard concerns.isEnabled(.tracing), concerns.tracer != nil else {
                        return try decoratee.check()
                    }
                    try concerns.tracing(checkTracing) { () throws(Denied) -> Void in
                        try decoratee.check()
                    }
                }
            """)
        expectSameText(
            declaration("func copy(", in: file),
            """
                func copy() -> Self {
                    guard concerns.isEnabled(.tracing), concerns.tracer != nil else {
                        return Self(decoratee.copy(), concerns: concerns)
                    }
                    let result = concerns.tracing(copyTracing) {
                        decoratee.copy()
                    }
                    return Self(result, concerns: concerns)
                }
            """)
        #expect(
            declaration("var label", in: file).contains(
                """
                            concerns.tracing(labelSetterTracing, arguments: ["newValue": Crosscut.EventValue(describing: newValue)]) {
                                decoratee.label = newValue
                            }
                """))
    }

    @Test func eachMembersSpanNameAndAttributeKeysAreMadeOnceWhenTheDecoratorIsCreated() {
        let file = generatedFile(
            from: """
                // @crosscut(tracing)
                protocol Vault: Sendable {
                    func open(passcode: String, onProgress: @escaping @Sendable (Double) -> Void, count: Int) async throws
                    var label: String { get set }
                }
                """)
        let initializer = declaration("init(_ decoratee", in: declaration("struct TracingVault<", in: file))
        expectSameText(
            initializer,
            """
                /// Wraps `decoratee`, taking what the concern needs from `concerns`.
                init(_ decoratee: Decoratee, concerns: Crosscut.Concerns) {
                    self.decoratee = decoratee
                    self.concerns = concerns
                    concerns.noteDecorator(of: .tracing)
                    openPasscodeOnProgressCountTracing = Crosscut.TracedMember(
                        service: "Vault",
                        member: "open(passcode:onProgress:count:)",
                        arguments: ["passcode", "count"]
                    )
                    labelTracing = Crosscut.TracedMember(service: "Vault", member: "label")
                    labelSetterTracing = Crosscut.TracedMember(service: "Vault", member: "label.setter", arguments: ["newValue"])
                }
            """)
        #expect(file.contains("private let labelSetterTracing: Crosscut.TracedMember"))
        #expect(file.contains("\nimport struct Crosscut.TracedMember\n"))
    }

    @Test func membersItCannotRunInsideASpanForwardWithAWarningUntilSkipped() {
        let text = """
            // @crosscut(tracing)
            protocol A {
                func map(_ body: () throws -> Void) rethrows
                func send(_ box: sending Box)
                // @crosscut(skip(tracing))
                func quiet(_ box: sending Box)
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: warning: 'map(_:)' is not traced: it is 'rethrows', and cannot rethrow from inside "
                    + "a span; write '// @crosscut(skip(tracing))' above it to say so",
                "/app/A.swift:4:15: warning: 'send(_:)' is not traced: its 'sending' parameter 'box' can be passed on "
                    + "only once, not from inside a span; write '// @crosscut(skip(tracing))' above it to say so",
            ])
        let result = Generator().generate([SourceFile(path: "/app/A.swift", text: text)])
        let decorator = declaration("struct TracingA<", in: result.files.first?.contents ?? "")
        #expect(decorator.contains("try decoratee.map(body)"))
        #expect(!decorator.contains("concerns.tracing("))
    }

    @Test func redactAndPublicServeTracingWithoutLogging() {
        let text = """
            // @crosscut(tracing)
            protocol A {
                // @crosscut(redact: note, public: pin)
                func save(note: String, pin: Int)
            }
            """
        #expect(diagnostics(text) == [])
        let file = Generator().generate([SourceFile(path: "/app/A.swift", text: text)]).files.first?.contents ?? ""
        #expect(
            file.contains(
                #"arguments: ["note": concerns.logger.redaction.redact(note), "pin": Crosscut.EventValue(describing: pin)]"#
            ))
        #expect(
            diagnostics(
                "// @crosscut(metrics)\nprotocol A {\n    // @crosscut(redact: note)\n    func save(note: String)\n}")
                == [
                    "/app/A.swift:3:18: warning: 'redact' has no effect: 'A' is annotated with neither 'logging' "
                        + "nor 'tracing'; add one to the protocol's // @crosscut(...) list, or remove 'redact'"
                ])
    }
}
