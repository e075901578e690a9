import CrosscutGenerator
import Testing

@Suite struct MemberParsingTests {
    /// Parses `body` as the body of `protocol P` and returns its members outside `#if` blocks.
    private func members(_ body: String) -> [Member] {
        parse("protocol P {\n\(body)\n}").model.protocols.first?.plainMembers ?? []
    }

    @Test func functionLabelsNamesAndEffects() throws {
        let function = try #require(
            members("    func sessions(for reason: Reason, _ limit: Int, count: Int) async throws -> [Session]").first)
        #expect(function.kind == .function)
        #expect(function.name == "sessions")
        #expect(function.parameters.map(\.label) == ["for", "_", nil])
        #expect(function.parameters.map(\.name) == ["reason", "limit", "count"])
        #expect(function.parameters.map(\.type) == ["Reason", "Int", "Int"])
        #expect(function.parameters.map { position($0.location) } == ["2:19", "2:39", "2:53"])
        #expect(function.isAsync)
        #expect(function.throwsKind == .throws)
        #expect(function.returnType == "[Session]")
        #expect(position(function.location) == "2:5")
    }

    @Test func throwsKinds() {
        let functions = members(
            """
            func a()
            func b() throws
            func c(_ f: () throws -> Void) rethrows
            func d() throws(LoadError) -> Int
            func e() async throws(any Error)
            """)
        #expect(functions.map(\.throwsKind) == [.none, .throws, .rethrows, .typed("LoadError"), .typed("any Error")])
        #expect(functions.map(\.returnType) == [nil, nil, nil, "Int", nil])
        #expect(functions.map(\.isAsync) == [false, false, false, false, true])
    }

    @Test func genericsWhereClausesAndNestedGenerics() throws {
        let function = try #require(
            members(
                """
                @discardableResult
                func merge<T: Hashable, U>(_ values: [T: [U]], into target: inout Dictionary<T, Array<U>>)
                    -> Dictionary<T, Array<Set<U>>>
                    where U: Sendable,
                          T: Comparable
                """
            ).first)
        #expect(function.genericParameters == "T: Hashable, U")
        #expect(function.parameters.map(\.type) == ["[T: [U]]", "inout Dictionary<T, Array<U>>"])
        #expect(function.returnType == "Dictionary<T, Array<Set<U>>>")
        #expect(function.whereClause == "U: Sendable, T: Comparable")
        #expect(function.attributes == ["@discardableResult"])
    }

    @Test func closureVariadicSomeAnyOptionalAndTupleTypes() {
        let function = members(
            """
            func run(
                _ work: @escaping @Sendable (Int) async throws -> Void,
                check: @autoclosure () -> Bool,
                values: Int...,
                some body: some Collection<Int>,
                any other: any Error,
                maybe: ((String) -> Void)?,
                pair: (name: String, age: Int),
                @ViewBuilder content: () -> V
            ) -> some View
            """
        ).first
        #expect(
            function?.parameters.map(\.type) == [
                "@escaping @Sendable (Int) async throws -> Void", "@autoclosure () -> Bool", "Int...",
                "some Collection<Int>", "any Error", "((String) -> Void)?", "(name: String, age: Int)", "() -> V",
            ])
        #expect(function?.parameters.map(\.label) == ["_", nil, nil, "some", "any", nil, nil, nil])
        #expect(function?.parameters.last?.attributes == ["@ViewBuilder"])
        #expect(function?.returnType == "some View")
    }

    @Test func typesAreNormalizedForWhitespace() {
        let function = members("func f(x : Array < Int >, y: (  Int,String )->Int , z: [ String : Int ] ?) ->Int?")
            .first
        #expect(function?.parameters.map(\.type) == ["Array<Int>", "(Int, String) -> Int", "[String: Int] ?"])
        #expect(function?.returnType == "Int?")
    }

    @Test func modifiersAndOperators() {
        let functions = members(
            """
            static func == (lhs: Self, rhs: Self) -> Bool
            static func +=(lhs: inout Self, rhs: Self)
            prefix static func -(value: Self) -> Self
            mutating func reset()
            nonisolated func id() -> String
            static func < <T>(lhs: T, rhs: Self) -> Bool
            """)
        #expect(functions.map(\.name) == ["==", "+=", "-", "reset", "id", "<"])
        #expect(
            functions.map(\.modifiers) == [
                ["static"], ["static"], ["prefix", "static"], ["mutating"], ["nonisolated"], ["static"],
            ])
        #expect(functions.last?.genericParameters == "T")
    }

    @Test func propertiesAndAccessors() {
        let properties = members(
            """
            var value: Int { get set }
            static var shared: Self { get }
            var remote: [String: Int] { get async throws }
            var typed: Int { get throws(LoadError) }
            var counter: Int { mutating get nonmutating set }
            @available(iOS 17, *) var modern: Int? { get }
            """)
        #expect(properties.map(\.kind) == Array(repeating: .property, count: 6))
        #expect(properties.map(\.name) == ["value", "shared", "remote", "typed", "counter", "modern"])
        #expect(properties.map(\.returnType) == ["Int", "Self", "[String: Int]", "Int", "Int", "Int?"])
        #expect(properties.map { $0.accessors?.hasSetter } == [true, false, false, false, true, false])
        #expect(properties[2].accessors == Member.Accessors(getterIsAsync: true, getterThrows: .throws))
        #expect(properties[3].accessors?.getterThrows == .typed("LoadError"))
        #expect(properties[4].accessors?.getterIsMutating == true)
        #expect(properties[4].accessors?.setterIsNonmutating == true)
        #expect(properties[5].attributes == ["@available(iOS 17, *)"])
        #expect(properties[1].modifiers == ["static"])
    }

    @Test func subscripts() {
        let subscripts = members(
            """
            subscript(index: Int) -> Element { get }
            subscript<K: Hashable>(key key: K, default value: @autoclosure () -> Element) -> Element where K: Sendable { get set }
            """)
        #expect(subscripts.map(\.kind) == [.subscript, .subscript])
        #expect(subscripts.map(\.name) == ["subscript", "subscript"])
        #expect(subscripts[0].parameters.map(\.label) == ["_"])
        #expect(subscripts[1].parameters.map(\.label) == ["key", "default"])
        #expect(subscripts[1].genericParameters == "K: Hashable")
        #expect(subscripts[1].whereClause == "K: Sendable")
        #expect(subscripts.map { $0.accessors?.hasSetter } == [false, true])
        #expect(subscripts.map(\.returnType) == ["Element", "Element"])
    }

    @Test func associatedTypesTypealiasesAndInitializers() {
        let items = members(
            """
            associatedtype Element: Hashable, Sendable = Int where Element: Codable
            associatedtype Failure: Error
            typealias Pair<T> = (Element, T)
            init(name: String) throws
            init?(rawValue: Int)
            """)
        #expect(items.map(\.kind) == [.associatedType, .associatedType, .typealias, .initializer, .initializer])
        #expect(items[0].inheritedTypes == ["Hashable", "Sendable"])
        #expect(items[0].defaultType == "Int")
        #expect(items[0].whereClause == "Element: Codable")
        #expect(items[1].inheritedTypes == ["Error"])
        #expect(items[2].genericParameters == "T")
        #expect(items[2].defaultType == "(Element, T)")
        #expect(items[3].name == "init")
        #expect(items[3].throwsKind == .throws)
        #expect(items[4].isFailable)
        #expect(!items[3].isFailable)
    }

    @Test func ifConfigBlocksInsideTheBody() throws {
        let declaration = try #require(
            parse(
                """
                protocol P {
                    func a()
                    #if DEBUG
                    func b()
                    #if os(iOS)
                    func c()
                    #endif
                    #elseif TESTING
                    #else
                    var d: Int { get }
                    #endif
                }
                """
            ).model.protocols.first)
        #expect(declaration.members.count == 2)
        guard case .conditional(let block) = declaration.members[1] else {
            Issue.record("expected an #if block")
            return
        }
        #expect(position(block.location) == "3:5")
        #expect(block.clauses.map(\.condition) == ["DEBUG", "TESTING", nil])
        #expect(block.clauses.map(\.items.count) == [2, 0, 1])
        guard case .conditional(let inner) = block.clauses[0].items[1] else {
            Issue.record("expected a nested #if block")
            return
        }
        #expect(inner.clauses.map(\.condition) == ["os(iOS)"])
    }

    @Test func memberAnnotationsDirectlyBeforeAMember() throws {
        let declaration = try #require(
            parse(
                """
                // @crosscut(logging, caching)
                protocol Catalog {
                    /// Sessions for a reason.
                    // @crosscut(cached(ttl: 300))
                    @available(iOS 17, *)
                    func sessions(for reason: Reason) async throws -> [Session]
                    // @crosscut(invalidates)
                    // @crosscut(noretry)
                    func refresh() async throws
                    func plain()
                }
                """
            ).model.protocols.first)
        let sessions = try #require(declaration.member("sessions"))
        #expect(sessions.annotations.map(\.text) == ["cached(ttl: 300)"])
        #expect(
            sessions.annotations.first?.items.first?.arguments == [
                Annotation.Argument(
                    label: "ttl", value: "300", location: SourceLocation(file: testPath, line: 4, column: 25),
                    valueLocation: SourceLocation(file: testPath, line: 4, column: 30))
            ])
        #expect(declaration.member("refresh")?.annotations.map(\.text) == ["invalidates", "noretry"])
        #expect(declaration.member("plain")?.annotations == [])
    }

    @Test func packsMetatypesBackticksAndIsolationModifiers() {
        let items = members(
            """
            func handler() -> @Sendable (Int) -> Void
            func values<each T>(_ v: repeat each T) -> (repeat each T)
            func meta() -> Self.Type
            func `default`(`in` value: Int) -> Int!
            nonisolated(unsafe) var unsafeValue: Int { get }
            subscript(_ i: Int, j: Int) -> Int { get nonmutating set }
            """)
        #expect(
            items.map(\.returnType) == [
                "@Sendable (Int) -> Void", "(repeat each T)", "Self.Type", "Int!", "Int", "Int",
            ])
        #expect(items[1].genericParameters == "each T")
        #expect(items[1].parameters.map(\.type) == ["repeat each T"])
        #expect(items[3].name == "`default`")
        #expect(items[3].parameters.map(\.label) == ["`in`"])
        #expect(items[4].modifiers == ["nonisolated(unsafe)"])
        #expect(items[5].parameters.map(\.label) == ["_", "_"])
        #expect(items[5].accessors?.setterIsNonmutating == true)
    }

    @Test func attributesWithGenericArgumentsOnMembersAndParameters() {
        let parsed = parse(
            """
            @Tagged<Int>(.live) @MainActor
            protocol P {
                @SomeBuilder<A, B> var body: Body { get }
                @Wrapper<Int>(x) func f()
                @Nested<Array<Set<Int>>> @discardableResult func g(@Content<(Int) -> Void> _ make: () -> V) -> Int
                @Spaced <Int>
                func h()
            }
            """)
        let declaration = parsed.protocolNamed("P")
        #expect(parsed.diagnostics.isEmpty)
        #expect(declaration?.attributes == ["@Tagged<Int>(.live)", "@MainActor"])
        #expect(declaration?.plainMembers.map(\.name) == ["body", "f", "g", "h"])
        #expect(
            declaration?.plainMembers.map(\.attributes) == [
                ["@SomeBuilder<A, B>"], ["@Wrapper<Int>(x)"], ["@Nested<Array<Set<Int>>>", "@discardableResult"],
                ["@Spaced<Int>"],
            ])
        #expect(declaration?.member("body")?.returnType == "Body")
        #expect(declaration?.member("g")?.parameters.map(\.attributes) == [["@Content<(Int) -> Void>"]])
        #expect(declaration?.member("g")?.parameters.map(\.type) == ["() -> V"])
        #expect(declaration?.member("g")?.returnType == "Int")
    }
}
