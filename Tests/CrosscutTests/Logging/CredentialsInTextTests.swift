import Crosscut
import CrosscutTesting
import Foundation
import Testing

extension LoggingTests {
    /// Credentials that text shows by its shape — a URL's password, a query item named as a secret —
    /// are redacted wherever text is described, and only they: the rest of the text stays readable.
    @Suite("Credentials inside text")
    struct CredentialsInTextTests {
        struct Download {
            var mirror: String
        }

        @Test(
            "Only the credential of a URL or a name=value item is redacted",
            arguments: [
                ("https://bob:hunter2@api.example.com/x", "https://bob:<redacted>@api.example.com/x"),
                ("https://ghp_123@github.com/a.git", "https://<redacted>@github.com/a.git"),
                ("https://api.example.com/x?api_key=k-1&page=2", "https://api.example.com/x?api_key=<redacted>&page=2"),
                ("/cb#access_token=t-1&state=s", "/cb#access_token=<redacted>&state=s"),
                ("token=t-1", "token=<redacted>"),
                ("?password=p&secret=s&signature=x", "?password=<redacted>&secret=<redacted>&signature=<redacted>"),
                ("s3?X-Amz-Signature=ab12&X-Amz-Date=1", "s3?X-Amz-Signature=<redacted>&X-Amz-Date=1"),
                ("?api%5Fkey=k&secretAnswer=Rex", "?api%5Fkey=<redacted>&secretAnswer=<redacted>"),
                ("retry with id_token=abc== then stop", "retry with id_token=<redacted> then stop"),
            ])
        func theCredentialIsRedacted(text: String, logged: String) {
            #expect(EventValue(describing: text) == .redacted(logged))
            #expect(EventValue(describing: text[...]) == .redacted(logged))
        }

        @Test(
            "Text that shows no credential is logged as it is",
            arguments: [
                "plain", "ada@example.com", "https://example.com/a?page=2&sort=asc", "a == b", "x=1&tokenCount=3",
                "https://example.com/@ada", "mailto:ada:pw@example.com", "=token",
            ])
        func textWithoutACredentialIsUnchanged(text: String) {
            #expect(EventValue(describing: text) == .string(text))
        }

        @Test("A property's text is redacted inside the value's description")
        func insideAValue() {
            let download = Download(mirror: "https://bob:hunter2@cdn.example.com/f")
            #expect(
                EventValue(describing: download)
                    == .redacted(#"Download(mirror: "https://bob:<redacted>@cdn.example.com/f")"#))
        }

        @Test("Neither the console, JSON lines nor memory sees the credential")
        func throughTheSinks() {
            let sinks = LoggingTests.EverySink()
            let logger = sinks.logger()
            let endpoint = "https://bob:hunter2@api.example.com/x?api_key=k-secret&page=2"
            logger.logCall(
                service: "Feed", member: "load(_:)", arguments: ["endpoint": EventValue(describing: endpoint)],
                outcome: .returned, duration: .zero)

            let written = sinks.written
            #expect(written.count == 3)
            #expect(written.allSatisfy { !$0.contains("hunter2") && !$0.contains("k-secret") })
            #expect(written.allSatisfy { $0.contains("bob:<redacted>@api.example.com/x?api_key=<redacted>&page=2") })
        }
    }
}
