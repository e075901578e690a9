import Foundation
import Testing

/// What the compiler finds wrong in the types a `cached` member is cached by, where the generator
/// cannot tell (a result that is not `Sendable`, a key the target may or may not make `Hashable`), it
/// reports at the `cached` annotation in the user's file: the cache's property, its key type and
/// its resolution stand there for the compiler.
@Suite struct CachingSourceLocationTests {
    @Test func errorsInTheCachedTypesAreReportedAtTheAnnotation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write(
            "Shop.swift",
            """
            import Crosscut

            final class Basket { var items: [String] = [] }
            class Base {}
            final class Query: Base, @unchecked Sendable {}

            // @crosscut(caching)
            protocol Shop: Sendable {
                // @crosscut(cached(ttl: 60))
                func basket(for user: String) async throws -> Basket
                // @crosscut(cached)
                func price(of item: String, in query: Query) async throws -> Int
            }

            """)
        let (errors, report) = try await compilerErrors(ofDecorated: input, in: directory)
        for (line, words) in [(9, "'Basket' does not conform to the 'Sendable' protocol"), (11, "'Hashable'")] {
            #expect(
                errors.first { $0.hasPrefix("\(input.path):\(line):") }?.contains(words) == true,
                "the first error at line \(line) does not say \(words) in:\n\(report)")
        }
        let elsewhere = errors.filter { !$0.hasPrefix(input.path + ":") }
        #expect(elsewhere.count <= 1, "errors in the generated file: \(elsewhere)")
    }

    /// The one error is the cache's resolution, which alone requires a `Sendable` result: the
    /// cache's property and its lookup in the member's body name the type without complaint.
    @Test(arguments: ["cached(ttl: 60)", "cached(ttl: 60, shared)"])
    func aResultThatIsNotSendableIsOneErrorAtTheAnnotation(option: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write(
            "Catalog.swift",
            """
            import Crosscut

            enum Reason: String, Hashable, Sendable, Codable { case sleep }
            final class Session: Codable { var name = "" }

            // @crosscut(caching)
            protocol Catalog: Sendable {
                // @crosscut(\(option))
                func sessions(for reason: Reason) async throws -> [Session]
            }

            """)
        let (errors, report) = try await compilerErrors(ofDecorated: input, in: directory)
        #expect(errors.count == 1, "not one error in:\n\(report)")
        #expect(
            errors.first?.hasPrefix("\(input.path):8:") == true
                && errors.first?.hasSuffix("error: type 'Session' does not conform to the 'Sendable' protocol") == true,
            "not at the annotation, or not about Sendable:\n\(report)")
    }

    /// A member's `@available` goes on its key type too, inside the directives that point errors at
    /// the annotation: a `#sourceLocation` between an attribute and its declaration does not parse.
    @Test func aCachedMemberWithAnAvailabilityAttributeCompiles() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write(
            "Catalog.swift",
            """
            import Crosscut

            // @crosscut(caching)
            protocol Catalog: Sendable {
                // @crosscut(cached(ttl: 300))
                @available(macOS 13, iOS 16, *)
                func sessions(for minutes: Int, level: String) async throws -> [String]
            }

            """)
        let (errors, report) = try await compilerErrors(ofDecorated: input, in: directory)
        #expect(errors.isEmpty, "\(report)")
    }

    /// A shared member's result or argument that is not `Codable` is one error at its annotation
    /// that says what to write, not generic-parameter errors and a protocol inside Crosscut.
    @Test func aSharedMembersTypesThatAreNotCodableAreReportedAtTheAnnotation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write(
            "Shop.swift",
            """
            import Crosscut

            struct Basket: Sendable { var items: [String] }
            struct Query: Hashable, Sendable { var text: String }

            // @crosscut(caching)
            protocol Shop: Sendable {
                // @crosscut(cached(ttl: 60, shared))
                func basket(for user: String) async throws -> Basket
                // @crosscut(cached(ttl: 60, shared))
                func price(in query: Query) async throws -> Int
            }

            """)
        let (errors, report) = try await compilerErrors(ofDecorated: input, in: directory)
        // One error at each annotation, that says what to write; none in the generated file.
        for line in [8, 10] {
            let atLine = errors.filter { $0.hasPrefix("\(input.path):\(line):") }
            #expect(atLine.count == 1, "line \(line):\n\(report)")
            #expect(
                atLine.first?.contains("make the result type Codable (and each argument Encodable)") == true,
                "the error at line \(line) does not say what to write:\n\(report)")
        }
        #expect(errors.count == 2, "\(report)")
    }

    /// A shared cache a composer makes by hand of a result that is not `Codable` is the same one
    /// error, whichever way it names the service.
    @Test func aHandMadeSharedCacheOfAResultThatIsNotCodableSaysWhatToWrite() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write(
            "Baskets.swift",
            """
            import Crosscut

            struct Basket: Sendable { var items: [String] }

            func baskets(in concerns: Concerns) -> SharedMemberCache<String, Basket> {
                concerns.sharedMemberCache(of: ServiceName("Shop", module: "Shop"), member: "basket", ttl: .seconds(60))
            }

            func prices(in concerns: Concerns) -> SharedMemberCache<String, Basket> {
                concerns.sharedMemberCache(service: "Shop", member: "price", ttl: .seconds(60))
            }

            // @crosscut(caching)
            protocol Shop: Sendable {}

            """)
        let (errors, report) = try await compilerErrors(ofDecorated: input, in: directory)
        for line in [6, 10] {
            let atLine = errors.filter { $0.hasPrefix("\(input.path):\(line):") }
            #expect(atLine.count == 1, "line \(line):\n\(report)")
            #expect(atLine.first?.contains("make the result type Codable") == true, "\(report)")
        }
        #expect(errors.count == 2, "\(report)")
    }
}
