import Testing

@testable import CrosscutGenerator

/// What a `cached` member's parameters and result must be: keys Hashable and Sendable, results
/// Sendable, as far as the source shows; each problem reported at the parameter or option.
@Suite struct CacheKeyDiagnosticsTests {
    @Test func cacheKeyErrorsPointAtTheParameter() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached)
                func load(id: Int, handler: @escaping () -> Void) -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:24: error: parameter 'handler' of 'load(id:handler:)' cannot be part of a cache key: "
                    + "a closure is not Hashable; leave it out of the key with 'cached(ignoring: handler)'"
            ])
    }

    @Test func inoutTupleAndExistentialParametersCannotBeKeys() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached)
                func load(count: inout Int, pair: (Int, Int), item: any Equatable) -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:15: error: parameter 'count' of 'load(count:pair:item:)' cannot be part of a cache "
                    + "key: it is 'inout', and a cached call would skip the mutation; remove 'cached'",
                "/app/A.swift:4:33: error: parameter 'pair' of 'load(count:pair:item:)' cannot be part of a cache "
                    + "key: a tuple is not Hashable; pass a Hashable struct instead, or leave it out of the key with "
                    + "'cached(ignoring: pair)'",
                "/app/A.swift:4:51: error: parameter 'item' of 'load(count:pair:item:)' cannot be part of a cache "
                    + "key: an existential ('any') is not Hashable; use a generic 'some P' where P refines Hashable & "
                    + "Sendable, or leave it out of the key with 'cached(ignoring: item)'",
            ])
    }

    @Test func associatedTypeKeysMustBeHashableAndSendable() {
        let text = """
            protocol Identifier: Hashable, Sendable {}
            // @crosscut(caching)
            protocol Repo<ID>: Sendable where Filter: Hashable & Sendable {
                associatedtype ID: Identifier
                associatedtype Query: Hashable
                associatedtype Filter
                // @crosscut(cached)
                func get(_ id: ID, filter: Filter) -> Int
                // @crosscut(cached)
                func all(matching q: Query) -> [Int]
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:10:14: error: parameter 'q' of 'all(matching:)' cannot be part of a cache key: "
                    + "associated type 'Query' is not constrained to Hashable and Sendable; write 'associatedtype "
                    + "Query: Hashable & Sendable', or leave it out of the key with 'cached(ignoring: q)'"
            ])
    }

    @Test func cachedResultsMustBeSendable() {
        let text = """
            // @crosscut(caching)
            protocol Results {
                associatedtype Item
                // @crosscut(cached)
                func items() -> [Item]
                // @crosscut(cached)
                func make<T: Hashable & Sendable, U>(_ t: T) -> U?
                // @crosscut(cached)
                var handler: () -> Void { get }
                // @crosscut(cached)
                func sendable() -> (any Equatable & Sendable, @Sendable () -> Void)
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:18: error: 'cached' shares results across tasks, so they must be Sendable, but "
                    + "'items()' returns '[Item]': associated type 'Item' is not constrained to Sendable; write "
                    + "'associatedtype Item: Sendable'",
                "/app/A.swift:6:18: error: 'cached' shares results across tasks, so they must be Sendable, but "
                    + "'make(_:)' returns 'U?': generic parameter 'U' is not constrained to Sendable; write 'U: Sendable'",
                "/app/A.swift:8:18: error: 'cached' shares results across tasks, so they must be Sendable, but "
                    + "'handler' returns '() -> Void': a closure that is not '@Sendable'; mark it '@Sendable'",
            ])
    }

    @Test func genericKeysMayBeHashableThroughAProtocolOfTheTarget() {
        let text = """
            protocol Identifier: Hashable, Sendable {}
            // @crosscut(caching)
            protocol Repo {
                // @crosscut(cached)
                func get<T: Identifier>(_ id: T) -> Int
            }
            """
        #expect(diagnostics(text) == [])
    }

    @Test func sameTypeRequirementsBindAssociatedTypes() {
        let text = """
            protocol Store { associatedtype Key }
            // @crosscut(caching)
            protocol IntStore: Store where Key == Int {
                // @crosscut(cached)
                func value(for key: Key) -> String
            }
            """
        #expect(diagnostics(text) == [])
    }

    @Test func cacheKeysSeeThroughTheProtocolsTypealiases() {
        let text = """
            // @crosscut(caching)
            protocol Aliased {
                typealias Handler = @Sendable (Int) -> Void
                typealias Key = String
                // @crosscut(cached)
                func run(_ h: Handler, key: Self.Key) -> Key
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:6:14: error: parameter 'h' of 'run(_:key:)' cannot be part of a cache key: a closure "
                    + "is not Hashable; leave it out of the key with 'cached(ignoring: h)'"
            ])
    }

    @Test func aKeyOfTheTargetsOwnTypeThatIsNotHashableIsReportedAtTheParameterWithTheTypesDeclaration() {
        let protocolFile = SourceFile(
            path: "/app/Shop.swift",
            text: """
                // @crosscut(caching)
                protocol Shop: Sendable {
                    // @crosscut(cached(ttl: 60))
                    func search(_ query: Query, page: Int) async throws -> [String]
                    // @crosscut(cached)
                    func count(of queries: [Query]?) async throws -> Int
                    // @crosscut(cached(ignoring: query))
                    func suggest(_ query: Query, prefix: String) async throws -> [String]
                }
                """)
        let typeFile = SourceFile(
            path: "/app/Query.swift", text: "public struct Query: Sendable, Codable {\n    var text: String\n}\n")
        let result = Generator().generate([protocolFile, typeFile])
        #expect(
            result.diagnostics.map(\.description) == [
                "/app/Shop.swift:4:17: error: parameter 'query' of 'search(_:page:)' cannot be part of a cache key: "
                    + "'Query' is not Hashable; add 'Hashable' to its declaration's conformances, or leave it out of "
                    + "the key with 'cached(ignoring: query)'",
                "/app/Query.swift:1:15: note: 'Query' is declared here",
                "/app/Shop.swift:6:16: error: parameter 'queries' of 'count(of:)' cannot be part of a cache key: "
                    + "'Query' is not Hashable; add 'Hashable' to its declaration's conformances, or leave it out of "
                    + "the key with 'cached(ignoring: queries)'",
                "/app/Query.swift:1:15: note: 'Query' is declared here",
            ])
    }

    /// Only what the target certainly declares without `Hashable` is an error: a conformance in an
    /// extension, an enum (without associated values, `Hashable` unasked), an attribute (a macro may
    /// conform it), a superclass or another module's protocol (which may refine `Hashable`), a type
    /// declared twice (nested somewhere), or one of another module are all taken on trust.
    @Test func keysTheTargetMayMakeHashableAreTakenOnTrust() {
        let text = """
            import Foundation
            struct Tag: Sendable {}
            extension Tag: Hashable {}
            enum Kind { case small, large }
            @Model final class Item {}
            final class Node: NSObject, @unchecked Sendable {}
            struct Version: RemoteIdentifier {}
            struct Twice {}
            enum Outer { struct Twice: Hashable {} }
            struct Box<T: Equatable>: Hashable {}
            // @crosscut(caching)
            protocol Shop: Sendable {
                // @crosscut(cached)
                func load(tag: Tag, kind: Kind, item: Item, node: Node, version: Version, box: Box<Int>, url: URL) async throws -> Int
            }
            """
        #expect(diagnostics(text) == [])
    }
}
