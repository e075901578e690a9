import Testing

@testable import CrosscutGenerator

/// What decorators do for each standard-library parent (``KnownProtocols``), from source text
/// through the whole pipeline: the conformances and members written, or the error reported.
@Suite struct StandardProtocolTests {
    /// The decorator `LoggingP` generated for `P` among `files`: its header line and what follows
    /// its initializer (the standard members), or the diagnostics when there is none.
    private func decorator(_ files: [(path: String, text: String)]) -> (
        header: String, members: String, diagnostics: [String]
    ) {
        let result = Generator().generate(files.map { SourceFile(path: $0.path, text: $0.text) })
        let diagnostics = result.diagnostics.map(\.description)
        let lines = (result.files.first?.contents ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.contains(" LoggingP<Decoratee: P>") }),
            let initializer = lines[header...].firstIndex(of: "        concerns.noteDecorator(of: .logging)"),
            let end = lines[initializer...].firstIndex(of: "}")
        else { return ("", "", diagnostics) }
        return (String(lines[header]), lines[(initializer + 2)..<end].joined(separator: "\n"), diagnostics)
    }

    private func decorator(inheriting parents: String, attributes: String = "") -> (
        header: String, members: String, diagnostics: [String]
    ) {
        decorator([("/app/P.swift", "// @crosscut(logging)\n\(attributes)protocol P: \(parents) {}\n")])
    }

    @Test(arguments: [
        (
            "Equatable", "Equatable",
            """

                static func == (lhs: LoggingP, rhs: LoggingP) -> Bool {
                    lhs.decoratee == rhs.decoratee
                }
            """
        ),
        (
            "Hashable", "Equatable, Hashable",
            """

                static func == (lhs: LoggingP, rhs: LoggingP) -> Bool {
                    lhs.decoratee == rhs.decoratee
                }

                func hash(into hasher: inout Hasher) {
                    decoratee.hash(into: &hasher)
                }
            """
        ),
        (
            "Comparable", "Equatable, Comparable",
            """

                static func == (lhs: LoggingP, rhs: LoggingP) -> Bool {
                    lhs.decoratee == rhs.decoratee
                }

                static func < (lhs: LoggingP, rhs: LoggingP) -> Bool {
                    lhs.decoratee < rhs.decoratee
                }
            """
        ),
        (
            "Identifiable", "Identifiable",
            """

                typealias ID = Decoratee.ID

                var id: ID { decoratee.id }
            """
        ),
        (
            "Swift.Encodable", "Encodable",
            """

                func encode(to encoder: any Swift.Encoder) throws {
                    try decoratee.encode(to: encoder)
                }
            """
        ),
        (
            "CustomStringConvertible", "CustomStringConvertible",
            """

                var description: String { decoratee.description }
            """
        ),
        (
            "CustomDebugStringConvertible", "CustomDebugStringConvertible",
            """

                var debugDescription: String { decoratee.debugDescription }
            """
        ),
        (
            "CustomReflectable", "CustomReflectable",
            """

                var customMirror: Mirror { decoratee.customMirror }
            """
        ),
        (
            "RandomNumberGenerator", "RandomNumberGenerator",
            """

                mutating func next() -> UInt64 {
                    decoratee.next()
                }
            """
        ),
        // `@concurrent`, as the standard library's requirement runs: under
        // `NonisolatedNonsendingByDefault` a `next()` on the caller's actor would send the decoratee.
        (
            "AsyncIteratorProtocol", "AsyncIteratorProtocol",
            """

                typealias Element = Decoratee.Element

                @concurrent
                mutating func next() async throws -> Element? {
                    try await decoratee.next()
                }
            """
        ),
    ])
    func forwardedProtocolsAreImplementedByForwarding(parent: String, conformances: String, members: String) {
        let found = decorator(inheriting: parent)
        #expect(found.diagnostics == [])
        #expect(found.header == "struct LoggingP<Decoratee: P>: P, \(conformances) {")
        #expect(found.members == members)
    }

    @Test(arguments: ["Sendable", "SendableMetatype", "Copyable", "Escapable", "Error", "Swift.Error"])
    func markersNeedNothing(parent: String) {
        let found = decorator(inheriting: parent)
        #expect(found.diagnostics == [])
        #expect(found.header == "struct LoggingP<Decoratee: P>: P {")
        #expect(found.members == "")
    }

    /// Executors are class-bound and `Sendable`: the decorators are final classes that forward the
    /// jobs and, through the unowned reference (`asUnownedSerialExecutor()`,
    /// `asUnownedTaskExecutor()`), the runtime's isolation checks to the decoratee.
    @Test(arguments: [("SerialExecutor", "UnownedSerialExecutor"), ("TaskExecutor", "UnownedTaskExecutor")])
    func executorsAreForwardedByFinalClasses(parent: String, reference: String) {
        let found = decorator(inheriting: parent)
        #expect(found.diagnostics == [])
        #expect(found.header == "final class LoggingP<Decoratee: P>: P, Executor, \(parent) {")
        let method = "as" + reference
        #expect(
            found.members == """

                    @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
                    func enqueue(_ job: consuming ExecutorJob) {
                        decoratee.enqueue(job)
                    }

                    func \(method)() -> \(reference) {
                        decoratee.\(method)()
                    }
                """)
    }

    /// The declarations of `members`, without their bodies.
    private func declarations(_ members: String) -> [String] {
        members.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") && $0 != "    }" }
            .map { String($0.dropFirst(4)) }
    }

    private static let collectionMembers = [
        "typealias Element = Decoratee.Element", "typealias Iterator = Decoratee.Iterator",
        "func makeIterator() -> Iterator {", "var underestimatedCount: Int { decoratee.underestimatedCount }",
        "typealias Index = Decoratee.Index", "typealias SubSequence = Decoratee.SubSequence",
        "typealias Indices = Decoratee.Indices", "var startIndex: Index { decoratee.startIndex }",
        "var endIndex: Index { decoratee.endIndex }", "subscript(position: Index) -> Element { decoratee[position] }",
        "subscript(bounds: Swift.Range<Index>) -> SubSequence { decoratee[bounds] }",
        "var indices: Indices { decoratee.indices }", "func index(after i: Index) -> Index {",
        "var count: Int { decoratee.count }",
    ]

    /// Collections forward what they refine too: a `RandomAccessCollection`'s decorators are
    /// sequences and bidirectional collections of the decoratee's elements and indices.
    @Test(arguments: [
        ("Collection", "Sequence, Collection", collectionMembers),
        (
            "BidirectionalCollection", "Sequence, Collection, BidirectionalCollection",
            collectionMembers + ["func index(before i: Index) -> Index {"]
        ),
        (
            "RandomAccessCollection<Int>", "Sequence, Collection, BidirectionalCollection, RandomAccessCollection",
            collectionMembers + [
                "func index(before i: Index) -> Index {", "func index(_ i: Index, offsetBy distance: Int) -> Index {",
                "func distance(from start: Index, to end: Index) -> Int {",
            ]
        ),
    ])
    func collectionsForwardTheirRequirementsAndWhatTheyRefine(parent: String, conformances: String, members: [String]) {
        let found = decorator(inheriting: parent)
        #expect(found.diagnostics == [])
        #expect(found.header == "struct LoggingP<Decoratee: P>: P, \(conformances) {")
        #expect(declarations(found.members) == members)
    }

    /// A restated requirement is forwarded (and logged) as the protocol's own; a member of the
    /// protocol's own that shares a requirement's name and labels, not its types, leaves it written.
    @Test func collectionRequirementsAreToldFromTheProtocolsOwnMembersByTheirTypes() {
        let found = decorator([
            (
                "/app/P.swift",
                """
                // @crosscut(logging)
                protocol P: Collection where Element == String {
                    subscript(_ slot: Int) -> String? { get }
                    subscript(position: Self.Index) -> Element { get }
                    func index(after name: String) -> Index?
                    var count: Int { get }
                }
                """
            )
        ])
        #expect(found.diagnostics == [])
        let standard = declarations(found.members).drop { !$0.hasPrefix("typealias") }
        #expect(
            Array(standard) == [
                "typealias Element = Decoratee.Element", "typealias Iterator = Decoratee.Iterator",
                "func makeIterator() -> Iterator {", "var underestimatedCount: Int { decoratee.underestimatedCount }",
                "typealias Index = Decoratee.Index", "typealias SubSequence = Decoratee.SubSequence",
                "typealias Indices = Decoratee.Indices", "var startIndex: Index { decoratee.startIndex }",
                "var endIndex: Index { decoratee.endIndex }",
                "subscript(bounds: Swift.Range<Index>) -> SubSequence { decoratee[bounds] }",
                "var indices: Indices { decoratee.indices }", "func index(after i: Index) -> Index {",
            ])
    }

    /// A requirement restated with the types the protocol binds its associated types to (in its
    /// `where` clause, or as `Collection<String>`'s primary one) is the same requirement: written
    /// once, as the protocol's own, not again beside it (an invalid redeclaration before).
    @Test(arguments: [
        "Collection where Index == Int, Element == String", "Collection<String> where Self.Index == Int",
    ])
    func collectionRequirementsRestatedWithBoundTypesAreWrittenOnce(parents: String) {
        let found = decorator([
            (
                "/app/P.swift",
                """
                // @crosscut(logging)
                protocol P: \(parents) {
                    subscript(position: Int) -> String { get }
                    func index(after i: Int) -> Int
                }
                """
            )
        ])
        #expect(found.diagnostics == [])
        let declared = declarations(found.members)
        #expect(
            declared.filter { $0.hasPrefix("subscript(") } == [
                "subscript(_ position: Int) -> String {",
                "subscript(bounds: Swift.Range<Index>) -> SubSequence { decoratee[bounds] }",
            ])
        #expect(declared.filter { $0.hasPrefix("func index(after") } == ["func index(after i: Int) -> Int {"])
    }

    /// A decorator's slices, indices and iterator are its decoratee's: a protocol that requires one
    /// to be `Self` is an error at the protocol, not generated code that fails to compile.
    @Test(arguments: [
        ("Collection where SubSequence == Self", "SubSequence"), ("Sequence where Self.Iterator == Self", "Iterator"),
    ])
    func anAssociatedTypeRequiredToBeSelfIsAnError(parents: String, name: String) {
        let found = decorator(inheriting: parents)
        #expect(
            found.diagnostics == [
                "/app/P.swift:2:1: error: cannot decorate 'P': it requires '\(name) == Self', while its decorators' "
                    + "'\(name)' is their decoratee's, in which 'Self' is the decoratee, never the decorator; remove the "
                    + "requirement to decorate it"
            ])
        #expect(found.header == "")
    }

    /// A final class's methods are not `mutating`: its decorators call the decoratee's through a
    /// copy of the reference, which advances the same instance.
    @Test(arguments: [
        ("RandomNumberGenerator", "func next() -> UInt64 {", "decoratee.next()"),
        ("IteratorProtocol", "func next() -> Element? {", "decoratee.next()"),
        (
            "AsyncIteratorProtocol", "@concurrent\n    func next() async throws -> Element? {",
            "try await decoratee.next()"
        ),
    ])
    func classBoundDecoratorsAdvanceTheSharedDecoratee(parent: String, declaration: String, call: String) {
        let found = decorator(inheriting: "AnyObject, \(parent)")
        #expect(found.diagnostics == [])
        #expect(found.header == "final class LoggingP<Decoratee: P>: P, \(parent) {")
        #expect(
            found.members.hasSuffix(
                """

                    \(declaration)
                        var decoratee = self.decoratee
                        return \(call)
                    }
                """))
    }

    @Test func classBoundParentsMakeFinalClasses() {
        #expect(
            decorator(inheriting: "AnyObject, Hashable").header
                == "final class LoggingP<Decoratee: P>: P, Equatable, Hashable {")
    }

    @Test func standardParentsOfParentsAndRestatedRequirements() {
        let found = decorator([
            (
                "/app/P.swift",
                """
                protocol Base: Identifiable, CustomStringConvertible { var description: String { get } }
                // @crosscut(logging)
                protocol P: Base where Self: Comparable & Hashable { var id: ID { get } }
                """
            )
        ])
        #expect(found.diagnostics == [])
        #expect(
            found.header
                == "struct LoggingP<Decoratee: P>: P, Equatable, Hashable, Comparable, Identifiable, CustomStringConvertible {"
        )
        #expect(found.members.components(separatedBy: "var id:").count == 2)
        #expect(found.members.components(separatedBy: "var description:").count == 2)
        #expect(
            found.members.hasSuffix(
                """
                        return decoratee.description
                    }

                    static func == (lhs: LoggingP, rhs: LoggingP) -> Bool {
                        lhs.decoratee == rhs.decoratee
                    }

                    func hash(into hasher: inout Hasher) {
                        decoratee.hash(into: &hasher)
                    }

                    static func < (lhs: LoggingP, rhs: LoggingP) -> Bool {
                        lhs.decoratee < rhs.decoratee
                    }

                    typealias ID = Decoratee.ID
                """))
    }

    @Test func globalActorDecoratorsImplementThemNonisolated() {
        let found = decorator(inheriting: "Sendable, Equatable, CustomStringConvertible", attributes: "@MainActor\n")
        #expect(found.diagnostics == [])
        #expect(
            found.members == """

                    nonisolated static func == (lhs: LoggingP, rhs: LoggingP) -> Bool {
                        lhs.decoratee == rhs.decoratee
                    }

                    nonisolated var description: String { decoratee.description }
                """)
    }

    /// Under `InferIsolatedConformances` an isolated type's conformances are isolated unless marked
    /// `nonisolated`, and an isolated one cannot stand for a `Sendable` protocol's parent; compilers
    /// before 6.2 do not know the marking. (Found by Scripts/random-protocols.py.)
    @Test func globalActorDecoratorsConformNonisolatedInAnExtension() {
        let result = Generator().generate([
            SourceFile(
                path: "/app/P.swift", text: "// @crosscut(logging)\n@MainActor\nprotocol P: Sendable, Hashable {}\n")
        ])
        let text = result.files.first?.contents ?? ""
        #expect(text.contains("struct LoggingP<Decoratee: P>: P {\n"))
        #expect(
            text.contains(
                """
                }

                #if compiler(>=6.2)
                    extension LoggingP: nonisolated Equatable, nonisolated Hashable {}
                #else
                    extension LoggingP: Equatable, Hashable {}
                #endif

                """))
    }

    /// The message names the protocol as written, not the `Equatable` or `Sequence` it refines.
    @Test(arguments: ["Hashable", "RandomAccessCollection", "RandomNumberGenerator"])
    func globalActorDecoratorsNeedASendableProtocol(parent: String) {
        #expect(
            decorator(inheriting: parent, attributes: "@MainActor ").diagnostics == [
                "/app/P.swift:2:12: error: cannot decorate 'P': its decorators are isolated to '@MainActor' but "
                    + "implement '\(parent)' outside it, reading the decoratee from any isolation; make 'P' 'Sendable'"
            ])
    }

    @Test(arguments: [
        (
            "CodingKey",
            "its requirement 'init?(stringValue:)' would have to create a decorator, while a decorator wraps an "
                + "instance that already exists; drop 'CodingKey' and add 'var stringValue: String { get }' and "
                + "'var intValue: Int? { get }' requirements instead"
        ),
        (
            "Decodable",
            "its requirement 'init(from:)' would have to create a decorator, while a decorator wraps an instance "
                + "that already exists; refine 'Encodable' and decode the concrete type"
        ),
        (
            "Codable",
            "its requirement 'init(from:)' would have to create a decorator, while a decorator wraps an instance "
                + "that already exists; refine 'Encodable' and decode the concrete type"
        ),
        (
            "LosslessStringConvertible",
            "its requirement 'init?(_:)' would have to create a decorator, while a decorator wraps an instance "
                + "that already exists; refine 'CustomStringConvertible' instead"
        ),
        (
            "RawRepresentable",
            "its requirement 'init?(rawValue:)' would have to create a decorator, while a decorator wraps an "
                + "instance that already exists; add a 'var rawValue' requirement instead"
        ),
        (
            "CaseIterable",
            "its requirement 'allCases' would have to create a decorator, while a decorator wraps an instance "
                + "that already exists; drop 'CaseIterable' and use the decoratee type's 'allCases'"
        ),
        (
            "AdditiveArithmetic",
            "its requirement 'zero' would have to create a decorator, while a decorator wraps an instance that "
                + "already exists; drop 'AdditiveArithmetic' and declare the members callers use on the service as "
                + "requirements"
        ),
        (
            "ExpressibleByArrayLiteral",
            "its requirement 'init(arrayLiteral:)' would have to create a decorator, while a decorator wraps an "
                + "instance that already exists; drop 'ExpressibleByArrayLiteral' and make the decoratee from the "
                + "literal instead"
        ),
        (
            "BitwiseCopyable",
            "decorators store their 'Concerns' (a logger, metrics, a cache), which cannot be copied bit by bit; "
                + "drop 'BitwiseCopyable'"
        ),
        (
            "AnyActor",
            "only an actor can conform to it, while decorators are structs or classes; drop 'AnyActor' (use a "
                + "global actor such as '@MainActor' for isolation)"
        ),
    ])
    func rejectedProtocolsSayWhy(parent: String, reason: String) {
        #expect(
            decorator(inheriting: "Sendable, \(parent)").diagnostics == [
                "/app/P.swift:2:1: error: cannot decorate 'P': it inherits '\(parent)', and \(reason)"
            ])
    }

    @Test func theUnseenParentMessageListsTheHandledProtocols() {
        #expect(
            decorator(inheriting: "MutableCollection").diagnostics == [
                "/app/P.swift:2:1: error: cannot decorate 'P': it inherits 'MutableCollection', which crosscut cannot see among the "
                    + "protocols of this target and the public ones of its dependencies, so its requirements cannot be "
                    + "forwarded; declare 'MutableCollection' in this "
                    + "target or move its requirements into 'P' (crosscut itself handles AnyObject, Sendable, "
                    + "SendableMetatype, Copyable, Escapable, Error, Equatable, Hashable, Comparable, Identifiable, "
                    + "Encodable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable, Executor, "
                    + "SerialExecutor, TaskExecutor, Sequence, Collection, BidirectionalCollection, RandomAccessCollection, "
                    + "IteratorProtocol, AsyncSequence, AsyncIteratorProtocol, RandomNumberGenerator, TextOutputStream, "
                    + "TextOutputStreamable, ContiguousBytes)"
            ])
    }
}
