import Testing

/// `cached(ttl: 300, shared)`: where it may stand, and what a caching decorator declares for a
/// member whose results every instance of the service shares.
@Suite struct SharedCacheOptionTests {
    @Test func aSharedMembersCacheIsASharedMemberCacheAndItsKeyIsEncodable() {
        let file = generatedFile(
            from: """
                // @crosscut(caching)
                public protocol Catalog: Sendable {
                    // @crosscut(cached(ttl: 300, shared))
                    func sessions(for reason: String, limit: Int) async throws -> [String]
                    // @crosscut(cached(ttl: 60, shared, version: 2))
                    func count(of reason: String) async -> Int
                    // @crosscut(invalidates)
                    func refresh() async throws
                }
                """, for: .committed(regeneratedBy: "generate-decorators"))
        #expect(file.contains("public import class Crosscut.SharedMemberCache\n"))
        #expect(file.contains("public import struct Crosscut.ServiceName\n"))
        expectSameText(
            declaration("public struct CachingCatalog", in: file),
            """
            /// Caches the results of members marked `cached`; members marked `invalidates` clear them.
            ///
            /// Wraps any ``Catalog``; when `concerns` has `.caching` off, calls
            /// go straight to the decoratee.
            public struct CachingCatalog<Decoratee: Catalog>: Catalog {
                /// The service calls are forwarded to.
                public let decoratee: Decoratee
                /// Where the cache and the switch this decorator uses come from.
                public let concerns: Crosscut.Concerns
                /// Each cached member's part of the cache, resolved once.
                private let sessionsForLimitCache: Crosscut.SharedMemberCache<SessionsForLimitKey, [String]>
                private let countOfCache: Crosscut.SharedMemberCache<String, Int>

                /// Wraps `decoratee`, taking what the concern needs from `concerns`.
                public init(_ decoratee: Decoratee, concerns: Crosscut.Concerns) {
                    self.decoratee = decoratee
                    self.concerns = concerns
                    concerns.noteDecorator(of: .caching)
                    sessionsForLimitCache = concerns.sharedMemberCache(
                        service: "Catalog",
                        member: "sessions(for:limit:)",
                        ttl: .seconds(300)
                    )
                    countOfCache = concerns.sharedMemberCache(
                        service: "Catalog",
                        member: "count(of:)",
                        ttl: .seconds(60),
                        version: 2
                    )
                }

                /// What the results of `sessions(for:limit:)` are cached by.
                private struct SessionsForLimitKey: Hashable, Sendable, Encodable {
                    var reason: String
                    var limit: Int
                }

                // Shaped by 'cached(ttl: 300, shared)' at A.swift:3.
                public func sessions(for reason: String, limit: Int) async throws -> [String] {
                    guard concerns.isEnabled(.caching) else {
                        return try await decoratee.sessions(for: reason, limit: limit)
                    }
                    return try await sessionsForLimitCache.value(for: SessionsForLimitKey(reason: reason, limit: limit)) {
                        try await decoratee.sessions(for: reason, limit: limit)
                    }
                }

                // Shaped by 'cached(ttl: 60, shared, version: 2)' at A.swift:5.
                public func count(of reason: String) async -> Int {
                    guard concerns.isEnabled(.caching) else {
                        return await decoratee.count(of: reason)
                    }
                    return await countOfCache.value(for: reason) {
                        await decoratee.count(of: reason)
                    }
                }

                // Shaped by 'invalidates' at A.swift:7.
                public func refresh() async throws {
                    guard concerns.isEnabled(.caching) else {
                        return try await decoratee.refresh()
                    }
                    try await decoratee.refresh()
                    await concerns.invalidateSharedCache(of: Crosscut.ServiceName("Catalog", fileID: #fileID))
                }
            }
            """)
    }

    @Test func aSynchronousInvalidatesClearsTheLocalTierOnlyAndIsWarnedAbout() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(ttl: 300, shared))
                func load() async -> Int
                // @crosscut(invalidates)
                func reset()
                // @crosscut(invalidates)
                var limit: Int { get set }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:5:18: warning: synchronous 'reset()' clears this instance's cached results only: the "
                    + "other instances keep the shared results until their TTL ends; make it async to clear the "
                    + "shared store too",
                "/app/A.swift:7:18: warning: synchronous 'limit' clears this instance's cached results only: the "
                    + "other instances keep the shared results until their TTL ends; a setter cannot be async; "
                    + "invalidate through an async method to clear the shared store too",
            ])
        let file = generatedFile(from: text, for: .committed(regeneratedBy: "generate-decorators"))
        #expect(file.contains("        decoratee.reset()\n        concerns.invalidateCache(service: \"A\")\n"))
        #expect(!file.contains("invalidateSharedCache"))
    }

    @Test func sharedNeedsATTL() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(shared))
                func load() async -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:25: error: 'shared' needs a TTL: the shared store keeps results for a set time; write "
                    + "'cached(ttl: 300, shared)'"
            ])
    }

    @Test func sharedNeedsAnAsyncMember() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(ttl: 300, shared))
                func load() -> Int
                // @crosscut(cached(ttl: 300, shared))
                var total: Int { get async }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:35: error: 'shared' cannot apply to synchronous 'load()': the shared store is read "
                    + "with 'await'; make it async, or remove 'shared'"
            ])
    }

    @Test func sharedNeedsTypesTheDecoratorCanName() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(ttl: 300, shared))
                func load<ID: Hashable & Sendable>(_ id: ID) async -> Int
                // @crosscut(cached(ttl: 300, shared))
                func find(in scope: some Hashable & Sendable) async -> Int
                // @crosscut(cached(ttl: 300, ignoring: scope, shared))
                func count(in scope: some Hashable & Sendable) async -> Int
                // @crosscut(cached(ttl: 300, shared))
                @available(macOS 14, *)
                func modern(_ id: Int) async -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:35: error: 'shared' cannot apply to generic 'load(_:)': the shared store keeps one "
                    + "key and result type per member; remove 'shared'",
                "/app/A.swift:5:35: error: 'shared' cannot apply to 'find(in:)': the type of its 'some' parameter "
                    + "'scope' has no name to encode the key with; take a concrete type, write 'ignoring: scope', or "
                    + "remove 'shared'",
                "/app/A.swift:9:35: error: 'shared' cannot apply to 'modern(_:)': its '@available' attribute keeps "
                    + "the decorator from storing its key and result types; remove 'shared'",
            ])
    }

    @Test func versionNeedsSharedAndAPositiveWholeNumber() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(ttl: 300, version: 2))
                func load() async -> Int
                // @crosscut(cached(ttl: 300, shared, version: 0))
                func find() async -> Int
                // @crosscut(cached(ttl: 300, shared, version: two))
                func count() async -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:35: error: 'version' applies to results shared across instances; write 'cached(ttl: "
                    + "300, shared, version: 2)', or remove 'version'",
                "/app/A.swift:5:52: error: 'version' expects a positive whole number, e.g. 'cached(ttl: 300, shared, "
                    + "version: 2)'; got '0'",
                "/app/A.swift:7:52: error: 'version' expects a positive whole number, e.g. 'cached(ttl: 300, shared, "
                    + "version: 2)'; got 'two'",
            ])
    }

    @Test func anotherUnlabelledArgumentIsStillAskedToBeLabelled() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(shraed))
                func load() async -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:25: error: 'cached' arguments are labelled: write 'cached(ttl: shraed)' for a TTL in "
                    + "seconds, or 'cached(ignoring: shraed)' to leave a parameter out of the key"
            ])
    }

    @Test func aParameterNamedSharedMayStillBeIgnored() {
        let text = """
            // @crosscut(caching)
            protocol A {
                // @crosscut(cached(ttl: 300, ignoring: id, shared))
                func load(id: Int, shared: Bool) async -> Int
            }
            """
        #expect(diagnostics(text) == [])
        let file = generatedFile(from: text, for: .committed(regeneratedBy: "generate-decorators"))
        #expect(file.contains("private let loadIdSharedCache: Crosscut.MemberCache<LoadIdSharedKey, Int>"))
    }
}
