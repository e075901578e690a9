import CrosscutGenerator
import Testing

/// `public:`, `redact:` and `logging(arguments: private)` said wrong: each at its column, with the fix.
@Suite struct RedactionDiagnosticsTests {
    @Test func publicNamingNoParameterSuggestsOne() {
        let text = "// @crosscut(logging)\nprotocol A {\n    // @crosscut(public: pinn)\n    func f(pin: Int)\n}\n"
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:26: error: 'public' names 'pinn', which is not a parameter of 'f(pin:)' (its "
                    + "parameters are pin). Did you mean 'pin'?"
            ])
    }

    @Test func aParameterBothRedactedAndPublicIsAnError() {
        let text =
            "// @crosscut(logging)\nprotocol A {\n    // @crosscut(redact: pin, public: pin)\n    func f(pin: Int)\n}\n"
        #expect(diagnostics(text) == ["/app/A.swift:3:31: error: 'pin' is marked both 'redact' and 'public'; keep one"])
    }

    @Test func publicOnAnArgumentLoggedInClearAlreadyWarns() {
        let text = "// @crosscut(logging)\nprotocol A {\n    // @crosscut(public: name)\n    func f(name: String)\n}\n"
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: warning: 'public: name' has no effect: 'name' is logged in clear already, since "
                    + "neither its name nor its type looks secret; remove it"
            ])
        let strict = text.replacingOccurrences(of: "(logging)", with: "(logging(arguments: private))")
        #expect(diagnostics(strict) == [])
    }

    @Test func loggingTakesOnlyPrivateArguments() {
        let text = "// @crosscut(logging(arguments: public))\nprotocol A {\n    func f(name: String)\n}\n"
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:22: error: 'logging' takes 'arguments: private', which logs every argument redacted "
                    + "unless a member marks it 'public: name'; without it, only arguments whose names or types look "
                    + "secret are redacted"
            ])
    }
}

/// What the logging and retrying decorators write for secrets nobody marked.
@Suite struct DefaultRedactionEmitterTests {
    @Test func aSecretIsRedactedAndItsCallsErrorsToo() {
        let file = generatedFile(
            from: """
                // @crosscut(logging, retry)
                protocol Auth {
                    func signIn(email: String, password: String) throws
                    func refresh(using token: @escaping @Sendable () -> String) throws
                }
                """)
        #expect(
            file.contains(
                #"arguments: ["email": Crosscut.EventValue(describing: email), "password": concerns.logger.redaction.redact(password)],"#
            ))
        // The closure is not logged, but its call's error message may still quote the token.
        #expect(file.contains("arguments: [:],\n                hasRedactedArguments: true,"))
        #expect(file.contains(#"member: "signIn(email:password:)", hasRedactedArguments: true"#))
        #expect(file.contains(#"member: "refresh(using:)", hasRedactedArguments: true"#))
    }

    @Test func nothingSecretChangesNothing() {
        let file = generatedFile(
            from: "// @crosscut(logging, retry)\nprotocol Greeter {\n    func greet(name: String) throws\n}\n")
        #expect(file.contains(#"arguments: ["name": Crosscut.EventValue(describing: name)],"#))
        #expect(!file.contains("hasRedactedArguments"))
    }

    /// A value the runtime looks into may hold a secret (a request's password): the retry warning
    /// asks it, when a retry happens, whether to redact the error's message. Values written as they
    /// are, metatypes and `inout` values (the call holds them) are not asked about.
    @Test func retryAsksTheRuntimeAboutValuesThatMayHoldSecrets() {
        let file = generatedFile(
            from: """
                // @crosscut(retry)
                protocol Auth {
                    func signIn(_ request: LoginRequest, attempt: Int?, as kind: Any.Type, log: inout [String]) throws
                }
                """)
        #expect(file.contains("hasRedactedArguments: Crosscut.EventValue(describing: request).isRedacted\n"))
    }
}
