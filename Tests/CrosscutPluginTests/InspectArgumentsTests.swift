import Foundation
import Testing

/// `crosscut inspect --arguments`: what each logged member writes of its arguments, for a reviewer.
@Suite struct InspectArgumentsTests {
    @Test func listsEachArgumentInClearDescribedRedactedOrNotLoggedWithWhy() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "Auth.swift",
            """
            // @crosscut(logging, metrics)
            protocol Auth {
                func signIn(email: String, password: String) async throws
                // @crosscut(public: pin)
                func select(pin: Int, onDone: @escaping () -> Void)
                func store(_ value: APIKey)
                var sessionToken: String { get set }
                func ping()
                func send(_ request: LoginRequest, headers: [String: String], page: Swift.Int?)
            }
            struct APIKey {}

            // @crosscut(metrics)
            protocol Unlogged {
                func f(password: String)
            }
            """)
        let result = try await Crosscut.run(["inspect", "--arguments", "Auth.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                \(directory.url.path)/Auth.swift:2:1: Auth
                  signIn(email:password:)
                    email     in clear
                    password  redacted: its name says 'password'
                  select(pin:onDone:)
                    pin     in clear
                    onDone  not logged: a closure
                  store(_:)
                    value  redacted: its type says 'api key'
                  sessionToken
                    newValue  redacted: its name says 'token'
                  send(_:headers:page:)
                    request  described, secrets inside redacted
                    headers  described, secrets inside redacted
                    page     in clear

                """)
    }

    @Test func anAnnotationErrorIsReportedAndFails() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "A.swift", "// @crosscut(logging)\nprotocol A {\n    // @crosscut(public: x)\n    func f(y: Int)\n}\n")
        let result = try await Crosscut.run(["inspect", "--arguments", "A.swift"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("A.swift:3:26: error: 'public' names 'x', which is not a parameter"))
        #expect(result.standardOutput == "No protocol annotated with 'logging'.\n")
    }
}
