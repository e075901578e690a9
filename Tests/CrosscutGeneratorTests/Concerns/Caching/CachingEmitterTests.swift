import Testing

/// What a caching decorator declares for its cached members: a cache per member resolved once in
/// the initializer, and a key type per member holding the arguments not `ignoring`-ed.
@Suite struct CachingEmitterTests {
    @Test func eachCachedMembersCacheIsResolvedOnceAndItsKeyHoldsTheArgumentsNotIgnored() {
        let file = committedFile(
            from: """
                // @crosscut(caching)
                public protocol Catalog: Sendable {
                    // @crosscut(cached(ttl: 60, ignoring: handler))
                    func load(id: Int, limit: Int, handler: @escaping @Sendable () -> Void) async throws -> String
                    // @crosscut(cached)
                    var featured: [String] { get throws }
                    // @crosscut(invalidates)
                    func refresh() async
                }
                """)
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
                private let loadIdLimitHandlerCache: Crosscut.MemberCache<LoadIdLimitHandlerKey, String>
                private let featuredCache: Crosscut.MemberCache<FeaturedKey, [String]>

                /// Wraps `decoratee`, taking what the concern needs from `concerns`.
                public init(_ decoratee: Decoratee, concerns: Crosscut.Concerns) {
                    self.decoratee = decoratee
                    self.concerns = concerns
                    concerns.noteDecorator(of: .caching)
                    loadIdLimitHandlerCache = concerns.memberCache(
                        service: "Catalog",
                        member: "load(id:limit:handler:)",
                        ttl: .seconds(60)
                    )
                    featuredCache = concerns.memberCache(service: "Catalog", member: "featured")
                }

                /// What the results of `load(id:limit:handler:)` are cached by.
                private struct LoadIdLimitHandlerKey: Hashable, Sendable {
                    var id: Int
                    var limit: Int
                }

                // Shaped by 'cached(ttl: 60, ignoring: handler)' at A.swift:3.
                public func load(id: Int, limit: Int, handler: @escaping @Sendable () -> Void) async throws -> String {
                    guard concerns.isEnabled(.caching) else {
                        return try await decoratee.load(id: id, limit: limit, handler: handler)
                    }
                    return try await loadIdLimitHandlerCache.value(for: LoadIdLimitHandlerKey(id: id, limit: limit)) {
                        try await decoratee.load(id: id, limit: limit, handler: handler)
                    }
                }

                /// What the results of `featured` are cached by.
                private struct FeaturedKey: Hashable, Sendable {}

                // Shaped by 'cached' at A.swift:5.
                public var featured: [String] {
                    get throws {
                        guard concerns.isEnabled(.caching) else {
                            return try decoratee.featured
                        }
                        return try featuredCache.value(for: FeaturedKey()) {
                            try decoratee.featured
                        }
                    }
                }

                // Shaped by 'invalidates' at A.swift:7.
                public func refresh() async {
                    guard concerns.isEnabled(.caching) else {
                        return await decoratee.refresh()
                    }
                    await decoratee.refresh()
                    concerns.invalidateCache(service: "Catalog")
                }
            }
            """)
    }

    /// A generic member's key is generic over its generic parameters and the types of its `some`
    /// arguments, or keyed by the identity of its packs' types; its cache holds a cache per type.
    @Test func genericMembersAreKeyedByTheirTypes() {
        let file = committedFile(
            from: """
                // @crosscut(caching)
                protocol Loader {
                    // @crosscut(cached)
                    func name<ID: Hashable & Sendable>(of id: ID, in scope: some Hashable & Sendable) -> String
                    // @crosscut(cached(ignoring: values, kind))
                    func count<each T, U>(_ values: repeat each T, kind: U.Type, key: String) throws -> Int
                    // @crosscut(cached)
                    func pick<T: Sendable>() -> T
                }
                """)
        let lines = file.split(separator: "\n").map(String.init)
        #expect(lines.contains("    private let nameOfInCache: Crosscut.GenericMemberCache"))
        #expect(
            lines.contains(
                "        nameOfInCache = concerns.genericMemberCache(service: \"Loader\", member: \"name(of:in:)\")"))
        expectSameText(
            declaration("private struct NameOfInKey", in: file),
            """
                /// What the results of `name(of:in:)` are cached by.
                private struct NameOfInKey<ID: Hashable & Sendable, Scope: Hashable & Sendable>: Hashable, Sendable {
                    var id: ID
                    var scope: Scope
                }
            """)
        #expect(lines.contains("        return nameOfInCache.value(for: NameOfInKey<ID, _>(id: id, scope: scope)) {"))
        expectSameText(
            declaration("private struct CountKindKeyKey", in: file),
            """
                /// What the results of `count(_:kind:key:)` are cached by.
                private struct CountKindKeyKey<U>: Hashable, Sendable {
                    var key: String
                    var types: ObjectIdentifier
                }
            """)
        #expect(
            lines.contains(
                "            for: CountKindKeyKey<U>(key: key, types: ObjectIdentifier((repeat each T).self))"))
        #expect(lines.contains("    private struct PickKey<T: Sendable>: Hashable, Sendable {}"))
        #expect(lines.contains("        return pickCache.value(for: PickKey<T>()) {"))
    }

    /// A `some` argument whose composition is in parentheses, as swift-nio writes
    /// `some (NIOScheduledCallbackHandler & Sendable)`: the key's generic parameter takes the
    /// composition without them (`Scope: (Hashable & Sendable)` does not compile).
    @Test func aParenthesizedOpaqueCompositionConstrainsTheKeysGenericParameter() {
        let file = committedFile(
            from: """
                // @crosscut(caching)
                protocol Loader {
                    // @crosscut(cached)
                    func name(in scope: some (Hashable & Sendable), _ label: String) -> String
                }
                """)
        #expect(file.contains("    func name(in scope: some (Hashable & Sendable), _ label: String) -> String {\n"))
        #expect(file.contains("    private struct NameInKey<Scope: Hashable & Sendable>: Hashable, Sendable {\n"))
    }

    /// A member's one argument is its key. Caches and key types are named after their members, but
    /// never like a member, a parameter or a type the decorator refers to; key fields spell `Self.`
    /// as the nested key sees it, and an implicitly unwrapped result is stored as an optional.
    @Test func namesNeverShadowWhatTheDecoratorUses() {
        let file = committedFile(
            from: """
                // @crosscut(caching)
                protocol Catalog {
                    associatedtype Element: Hashable & Sendable
                    // @crosscut(cached)
                    func load(_ key: LoadLimitKey, limit: Int) -> Int
                    // @crosscut(cached)
                    func get(_ key: String) -> Int
                    // @crosscut(cached)
                    func get(_ key: String) -> String
                    // @crosscut(cached)
                    func find(_ element: Self.Element, loadLimitCache: Int) -> String!
                }
                struct LoadLimitKey: Hashable, Sendable {}
                """)
        let stored = file.split(separator: "\n").filter { $0.hasPrefix("    private let") }
        #expect(
            stored == [
                "    private let loadLimitCache2: Crosscut.MemberCache<LoadLimitKey2, Int>",
                "    private let getStringIntCache: Crosscut.MemberCache<String, Int>",
                "    private let getStringStringCache: Crosscut.MemberCache<String, String>",
                "    private let findLoadLimitCacheCache: Crosscut.MemberCache<FindLoadLimitCacheKey, String?>",
            ])
        expectSameText(
            declaration("private struct FindLoadLimitCacheKey", in: file),
            """
                /// What the results of `find(_:loadLimitCache:)` are cached by.
                private struct FindLoadLimitCacheKey: Hashable, Sendable {
                    var element: Decoratee.Element
                    var loadLimitCache: Int
                }
            """)
        #expect(file.contains("        return getStringIntCache.value(for: key) {\n"))
    }

    /// A member under `#if` keeps its cache there; a member with `@available` attributes stores a
    /// generic cache (a stored property could not name its types) and repeats them on its key.
    @Test func conditionalAndAvailableMembers() {
        let file = committedFile(
            from: """
                // @crosscut(caching)
                protocol Catalog {
                    // @crosscut(cached)
                    @available(macOS 14, *)
                    func modern(_ id: Int, scale: Int) -> Int
                    #if DEBUG
                        // @crosscut(cached)
                        func debug(_ id: Int) -> Int
                    #else
                        func release() -> Int
                    #endif
                }
                """)
        let lines = declaration("struct CachingCatalog", in: file).split(
            separator: "\n", omittingEmptySubsequences: false)
        expectSameText(
            lines.prefix(22).joined(separator: "\n"),
            """
            /// Caches the results of members marked `cached`; members marked `invalidates` clear them.
            ///
            /// Wraps any ``Catalog``; when `concerns` has `.caching` off, calls
            /// go straight to the decoratee.
            struct CachingCatalog<Decoratee: Catalog>: Catalog {
                /// The service calls are forwarded to.
                let decoratee: Decoratee
                /// Where the cache and the switch this decorator uses come from.
                let concerns: Crosscut.Concerns
                /// Each cached member's part of the cache, resolved once.
                private let modernScaleCache: Crosscut.GenericMemberCache
                #if DEBUG
                    private let debugCache: Crosscut.MemberCache<Int, Int>
                #endif

                /// Wraps `decoratee`, taking what the concern needs from `concerns`.
                init(_ decoratee: Decoratee, concerns: Crosscut.Concerns) {
                    self.decoratee = decoratee
                    self.concerns = concerns
                    concerns.noteDecorator(of: .caching)
                    modernScaleCache = concerns.genericMemberCache(service: "Catalog", member: "modern(_:scale:)")
                    #if DEBUG
            """)
        expectSameText(
            declaration("private struct ModernScaleKey", in: file),
            """
                /// What the results of `modern(_:scale:)` are cached by.
                @available(macOS 14, *)
                private struct ModernScaleKey: Hashable, Sendable {
                    var id: Int
                    var scale: Int
                }
            """)
    }
}

/// The file the command plugin would commit for `source`: without the `#sourceLocation` directives
/// that point errors in the cached types at the annotation (CachingSourceLocationTests holds them to
/// the compiler, the goldens show them), so that the shapes above read as they are.
private func committedFile(from source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    generatedFile(from: source, for: .committed(regeneratedBy: "generate-decorators"), sourceLocation: sourceLocation)
}
