import Testing

@testable import CrosscutGenerator

/// Every member under authorization is checked or says it is open to every caller: what is missing,
/// malformed or cannot be checked is an error at the annotation or the member, saying what to write.
@Suite struct AuthorizationDiagnosticsTests {
    /// The way every message ends: how to leave the member open instead.
    private let skip = "write '// @crosscut(skip(authorization))' above it to leave it open to every caller"

    @Test func aMemberWithoutAPermissionUnderAProtocolWithoutOne() {
        #expect(
            diagnostics("// @crosscut(authorization)\nprotocol A {\n    func load() throws -> Int\n}") == [
                "/app/A.swift:3:5: error: 'load()' has no permission to check: write '// @crosscut(requires: \"…\")' "
                    + "above it, give 'A' one with 'authorization(requires: \"…\")', or \(skip)"
            ])
    }

    @Test func membersThatCannotThrowAccessDenied() {
        let text = """
            struct Denied: Error {}
            // @crosscut(authorization(requires: "a.use"))
            protocol A {
                func count() -> Int
                func check() throws(Denied)
                func map(_ body: () throws -> Void) rethrows
                var name: String { get set }
                static func make() throws -> Int
                func any() throws(any Error)
                var total: Int { get async throws }
                // @crosscut(skip(authorization))
                func quiet() throws(Denied)
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:5: error: 'count()' cannot be authorized: it does not throw, so it cannot throw "
                    + "'AccessDenied'; declare it 'throws', or \(skip)",
                "/app/A.swift:5:5: error: 'check()' cannot be authorized: its error type 'Denied' cannot be "
                    + "'AccessDenied'; declare it 'throws', or \(skip)",
                "/app/A.swift:6:5: error: 'map(_:)' cannot be authorized: it is 'rethrows', so it throws only what its "
                    + "closures throw, never 'AccessDenied'; declare it 'throws', or \(skip)",
                "/app/A.swift:7:5: error: 'name' cannot be authorized: it is settable, and a setter cannot throw "
                    + "'AccessDenied'; make it '{ get throws }' and change it through a throwing method, or \(skip)",
                "/app/A.swift:8:12: error: 'make()' cannot be authorized: it is static, and decorators forward static "
                    + "members untouched; \(skip)",
            ])
    }

    @Test func theMemberPermissionMustBeOneQuotedNonEmptyString() {
        let text = """
            // @crosscut(authorization)
            protocol A {
                // @crosscut(requires: "")
                func a() throws
                // @crosscut(requires: orders.write)
                func b() throws
                // @crosscut(requires)
                func c() throws
                // @crosscut(requires: "x", requires: "y")
                func d() throws
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:28: error: the permission is empty; name one, e.g. 'requires: \"orders.write\"'",
                "/app/A.swift:5:28: error: 'requires' takes the permission as a string in quotes, e.g. "
                    + "'requires: \"orders.write\"'; got 'orders.write'",
                "/app/A.swift:7:18: error: 'requires' takes one permission, e.g. 'requires: \"orders.write\"'",
                "/app/A.swift:9:33: error: 'requires' is given twice for 'd()'; keep one",
            ])
    }

    @Test func aMisspeltOptionIsSuggestedFromTheGrammarAndNotReportedTwice() {
        let text = """
            // @crosscut(authorization)
            protocol A {
                // @crosscut(require: "orders.write")
                func a() throws
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: error: unknown member option 'require'. Did you mean 'requires'? Member options "
                    + "are \(AnnotationGrammar.memberOptionList)"
            ])
    }

    @Test func theProtocolsPermission() {
        let text = """
            // @crosscut(authorization(require: "a"), logging)
            protocol A {
                func a() throws
            }
            // @crosscut(authorization(requires: "a", requires: "b"))
            protocol B {
                func b() throws
            }
            // @crosscut(authorisation)
            protocol C {}
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:28: error: 'authorization' takes 'requires: \"catalog.read\"', the permission of every "
                    + "member that names none of its own, and 'open: Sequence' for a standard-library parent whose "
                    + "requirements every caller may use; got 'require'. Did you mean 'requires'?",
                "/app/A.swift:3:5: error: 'a()' has no permission to check: write '// @crosscut(requires: \"…\")' "
                    + "above it, give 'A' one with 'authorization(requires: \"…\")', or \(skip)",
                "/app/A.swift:5:43: error: 'requires' is given twice; keep one",
                "/app/A.swift:9:14: error: unknown concern 'authorisation'. Did you mean 'authorization'? Concerns are "
                    + AnnotationGrammar.concernList,
            ])
    }

    /// What a standard-library parent's requirements cannot report a refusal of: an error at the annotation.
    private func unchecked(_ parent: String, of name: String) -> String {
        "'\(name)' inherits '\(parent)', whose requirements its authorizing decorator would forward unchecked: they "
            + "cannot throw 'AccessDenied', so every caller could use them; drop '\(parent)' and declare what callers "
            + "need as throwing requirements, or add 'open: \(parent)' to 'authorization(…)' to leave its requirements "
            + "open to every caller"
    }

    @Test func standardParentsWhoseRequirementsCannotThrowAreErrorsAtTheAnnotation() {
        let text = """
            // @crosscut(logging, authorization(requires: "ledger.read"))
            protocol Ledger: Sequence, CustomStringConvertible where Element == Int {
                func balance() throws -> Int
            }
            // @crosscut(authorization(requires: "feed.read"))
            protocol Feed: AsyncSequence, Hashable {
                func latest() async throws -> Int
            }
            // @crosscut(authorization(requires: "shelf.read"))
            protocol Shelf: RandomAccessCollection {}
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:23: error: " + unchecked("CustomStringConvertible", of: "Ledger"),
                "/app/A.swift:1:23: error: " + unchecked("Sequence", of: "Ledger"),
                "/app/A.swift:5:14: error: " + unchecked("AsyncSequence", of: "Feed"),
                "/app/A.swift:5:14: error: " + unchecked("Hashable", of: "Feed"),
                "/app/A.swift:9:14: error: " + unchecked("RandomAccessCollection", of: "Shelf"),
            ])
    }

    @Test func openLeavesAStandardParentAndWhatItRefinesOpenToEveryCaller() {
        let text = """
            // @crosscut(authorization(requires: "ledger.read", open: Sequence, open: Swift.CustomStringConvertible))
            protocol Ledger: Sequence, CustomStringConvertible where Element == Int {
                func balance() throws -> Int
            }
            // @crosscut(authorization(requires: "shelf.read", open: RandomAccessCollection, open: Hashable))
            protocol Shelf: RandomAccessCollection {}
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:5:88: warning: 'open: Hashable' has no effect: 'Shelf' does not inherit 'Hashable'; "
                    + "remove it"
            ])
        let partly = """
            // @crosscut(authorization(requires: "shelf.read", open: Collection))
            protocol Partly: RandomAccessCollection {}
            """
        #expect(
            diagnostics(partly) == ["/app/A.swift:1:14: error: " + unchecked("RandomAccessCollection", of: "Partly")])
    }

    @Test func openNamesAForwardedStandardProtocolOnce() {
        let text = """
            // @crosscut(authorization(requires: "a.use", open: Int, open: Sequence, open: Sequence, open: Codable))
            protocol A: Sequence {}
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:53: error: 'open' takes a standard-library protocol whose requirements the decorators "
                    + "forward, e.g. 'open: CustomStringConvertible'; got 'Int'",
                "/app/A.swift:1:74: error: 'open: Sequence' is given twice; keep one",
                "/app/A.swift:1:96: error: 'open' takes a standard-library protocol whose requirements the decorators "
                    + "forward, e.g. 'open: CustomStringConvertible'; got 'Codable'",
            ])
    }

    @Test func aThrowingStandardRequirementNeedsTheProtocolsPermission() {
        let text = """
            // @crosscut(authorization)
            protocol Statement: Encodable {
                // @crosscut(requires: "statement.read")
                func balance() throws -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:1:14: error: 'Statement' inherits 'Encodable', whose requirements its authorizing "
                    + "decorator would forward with no permission to check: give 'Statement' one with "
                    + "'authorization(requires: \"…\")', or add 'open: Encodable' to 'authorization(…)' to leave its "
                    + "requirements open to every caller"
            ])
        let open = """
            // @crosscut(authorization(open: Encodable))
            protocol Open: Encodable {
                // @crosscut(requires: "statement.read")
                func balance() throws -> Int
            }
            """
        #expect(diagnostics(open).isEmpty)
    }

    @Test func requiresWithoutTheConcernOrBesideItsSkip() {
        let text = """
            // @crosscut(logging)
            protocol A {
                // @crosscut(requires: "x")
                func a() throws
            }
            // @crosscut(authorization)
            protocol B {
                // @crosscut(requires: "x", skip(authorization))
                func b() throws
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:18: error: 'requires' is never checked: 'A' is not annotated with 'authorization'; add "
                    + "it to the protocol's // @crosscut(...) list, or remove 'requires'",
                "/app/A.swift:8:18: error: 'b()' both requires a permission and skips authorization; keep one",
            ])
    }
}
