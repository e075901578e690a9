import Testing

@testable import CrosscutGenerator

/// Diagnostics from real source text, through the parser: positions are the compiler's.
@Suite struct SourceDiagnosticsTests {
    private func diagnostics(_ text: String) -> [String] {
        Generator().generate([SourceFile(path: "/app/A.swift", text: text)]).diagnostics.map(\.description)
    }

    @Test func annotationAndRequirementErrorsPointAtTheirColumns() {
        let text = """
            // @crosscut(loging, metrics)
            protocol A {
                // @crosscut(cached(ttl: abc))
                func load(handler: @escaping () -> Void) -> Int
                init(name: String)
            }
            """
        let found = diagnostics(text)
        #expect(
            found.first == "/app/A.swift:1:14: error: unknown concern 'loging'. Did you mean 'logging'? Concerns are "
                + "logging, metrics, caching, retry")
        #expect(found.contains { $0.hasPrefix("/app/A.swift:3:30: error: 'ttl' expects a number of seconds") })
        #expect(
            found.contains {
                $0.hasPrefix("/app/A.swift:5:5: error: cannot decorate initializer requirement 'init(name:)'")
            })
    }

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

    @Test func valuesPassedOnOnceAreNeitherRetriedNorCached() {
        let text = """
            // @crosscut(caching, retry)
            protocol A {
                func send(_ box: sending Box) throws
                // @crosscut(cached(ignoring: value))
                func take<T: ~Copyable>(_ value: consuming T, id: Int) throws -> Int
                // @crosscut(noretry)
                func quiet(_ box: sending Box) throws
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:15: warning: 'send(_:)' is not retried: its 'sending' parameter 'box' can be passed "
                    + "on only once; write '// @crosscut(noretry)' above it to say so",
                "/app/A.swift:5:29: error: 'cached' cannot apply to 'take(_:id:)': its 'consuming' parameter 'value' "
                    + "is given away by the call and cannot also be kept in a cache key; remove 'cached'",
                "/app/A.swift:5:29: warning: 'take(_:id:)' is not retried: its 'consuming' parameter 'value' can be "
                    + "passed on only once; write '// @crosscut(noretry)' above it to say so",
            ])
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

    @Test func nonisolatedParentRequirementsNeedASendableIsolatedChild() {
        let text = """
            protocol Plain { func plain() -> Int }
            // @crosscut(logging)
            @MainActor protocol Child: Plain { func child() }
            """
        // Reported where the decorators were asked for, with a note at the inherited requirement.
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:12: error: in 'Plain', which 'Child' inherits: cannot forward nonisolated 'plain()' "
                    + "of actor-isolated protocol 'Child': outside the actor the decorator can reach its decoratee "
                    + "only if it is Sendable; add 'Sendable' to 'Child''s inheritance clause",
                "/app/A.swift:1:18: note: in 'Plain' here",
            ])
    }

    @Test func aProblemInAParentIsReportedAtTheAnnotatedProtocolWithANoteInTheParent() {
        let text = """
            protocol Legacy: Instrument {
                func start(_ names: String...)
            }
            // @crosscut(logging)
            protocol Tracer: Legacy {}
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:5:1: error: in 'Legacy', which 'Tracer' inherits: cannot decorate 'Legacy': it "
                    + "inherits 'Instrument', which crosscut cannot see in this target's files, so its requirements "
                    + "cannot be forwarded; declare 'Instrument' in this target or move its requirements into "
                    + "'Legacy' (crosscut itself handles \(KnownProtocols.handledList))",
                "/app/A.swift:1:1: note: in 'Legacy' here",
                "/app/A.swift:5:1: error: in 'Legacy', which 'Tracer' inherits: cannot forward variadic parameter "
                    + "'names' of 'start(_:)': Swift cannot pass an array on as variadic arguments; declare it as "
                    + "'[String]' instead",
                "/app/A.swift:2:16: note: in 'Legacy' here",
            ])
    }

    @Test func namesClashingWithTheDecoratorsGenericParameter() {
        let text = """
            // @crosscut(logging)
            protocol A {
                associatedtype Decoratee
                func f<Decoratee>(_ x: Decoratee) -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: associated type 'Decoratee' clashes with the decorators' generic parameter "
                    + "'Decoratee'; rename it",
                "/app/A.swift:4:5: error: generic parameter 'Decoratee' of 'f(_:)' clashes with the decorators' "
                    + "generic parameter 'Decoratee'; rename it",
            ])
    }

    @Test func noncopyableProtocolsAreDiagnosed() {
        let text = """
            // @crosscut(logging)
            protocol Resource: ~Copyable {
                func read() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:2:1: error: cannot decorate 'Resource': it suppresses 'Copyable' ('~Copyable'), and "
                    + "decorators are ordinary copyable types holding their decoratee; remove '~Copyable' to "
                    + "decorate it"
            ])
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

    @Test func validSourceGeneratesWithoutDiagnostics() throws {
        let text = """
            import Foundation

            /// Docs.
            // @crosscut(logging, caching)
            public protocol Catalog: Sendable {
                // @crosscut(cached(ttl: 60, ignoring: handler))
                func load(id: Int, handler: @escaping @Sendable () -> Void) async throws -> String
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/Catalog.swift", text: text)])
        #expect(result.diagnostics == [])
        let file = try #require(result.files.first)
        #expect(file.name == "Catalog+Crosscut.swift")
        #expect(
            file.contents.contains("key: Crosscut.CacheKey(service: \"Catalog\", member: \"load(id:handler:)\", id),"))
        #expect(file.contents.contains("ttl: .seconds(60)"))
    }
}
