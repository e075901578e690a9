/// Writes the members by which a decorator implements the standard-library protocols of its plan
/// (``StandardProtocol``), each forwarding to the decoratee, after the concern's check where it has
/// one (``ConcernEmitter/standardRequirementCheck(for:of:in:)``). A requirement the annotated
/// protocol restates is forwarded with its other members, so it is not written again here. Under a
/// global actor the members are `nonisolated`, as the protocols' requirements are.
struct StandardConformanceEmitter {
    let plan: DecorationPlan
    /// The decorator's name, for example `LoggingToken`.
    let typeName: String
    /// The decorator's concern.
    let concern: ConcernDescription

    /// A requirement's implementation: its identity (as ``MemberIdentity`` names it), the
    /// declaration after the modifiers, and the body, or `nil` when the declaration is the whole line.
    private struct Implementation {
        var identity: String
        var declaration: String
        var body: String?
        var isTypealias = false
        /// An attribute on the line before the declaration: `@available(…)` for a requirement newer
        /// than its protocol, `@concurrent` for one that must run where the standard library's does.
        var attribute: String?
        /// `true` for a `mutating` requirement, which a final class implements without the word.
        var isMutating = false
        /// `true` for a requirement that returns a value, which a body of several statements returns.
        var returnsValue = false
        /// The identity with types and result (``MemberIdentity/full``), for a requirement whose
        /// name and labels the annotated protocol may well use for a member of its own: a restated
        /// requirement is then told by its types too (`subscript(_: Index) -> Element`, not any
        /// `subscript(_:)`).
        var signature: String?
    }

    func write(into writer: inout CodeWriter) {
        var written: Set<String> = []
        for standard in plan.forwardedStandardProtocols {
            for implementation in implementations(of: standard) where !restates(implementation) {
                // `Element` is both `Sequence`'s and `IteratorProtocol`'s.
                guard written.insert(implementation.declaration).inserted else { continue }
                writer.separator()
                if let attribute = implementation.attribute { writer.line(attribute) }
                let mutatesClassBound = implementation.isMutating && plan.isClassBound
                let modifiers =
                    plan.accessModifier + (plan.globalActor == nil || implementation.isTypealias ? "" : "nonisolated ")
                    + (implementation.isMutating && !mutatesClassBound ? "mutating " : "")
                guard let body = implementation.body else {
                    writer.line(modifiers + implementation.declaration)
                    continue
                }
                writer.block(modifiers + implementation.declaration + " {") { writer in
                    // A final class's method is not `mutating` and its decoratee a `let`, while the
                    // requirement stays mutating on the decoratee: a copy of the reference calls it
                    // on the same instance.
                    if mutatesClassBound { writer.line("var decoratee = self.decoratee") }
                    guard
                        let check = concern.emitter.standardRequirementCheck(
                            for: implementation.identity, of: standard, in: plan)
                    else {
                        writer.line((mutatesClassBound ? "return " : "") + body)
                        return
                    }
                    writer.line("guard ", RuntimeNames.isEnabled("." + concern.runtimeSwitch), " else {")
                    writer.indented { writer in writer.line("return " + body) }
                    writer.line("}")
                    writer.call(check.prefix, check.arguments)
                    writer.line((implementation.returnsValue ? "return " : "") + body)
                }
            }
        }
    }

    private func implementations(of standard: StandardProtocol) -> [Implementation] {
        standard.decorateeAssociatedTypes.map(associatedType) + members(of: standard)
    }

    /// The members that implement `standard`'s requirements, after its associated types.
    private func members(of standard: StandardProtocol) -> [Implementation] {
        switch standard {
        case .equatable:
            [comparison("==")]
        case .hashable:
            [
                Implementation(
                    identity: "hash(into:)", declaration: "func hash(into hasher: inout Hasher)",
                    body: "decoratee.hash(into: &hasher)")
            ]
        case .comparable:
            [comparison("<")]
        case .identifiable:
            [
                Implementation(identity: "id", declaration: "var id: ID { decoratee.id }", body: nil)
            ]
        case .encodable:
            [
                Implementation(
                    identity: "encode(to:)", declaration: "func encode(to encoder: any Swift.Encoder) throws",
                    body: "try decoratee.encode(to: encoder)")
            ]
        case .customStringConvertible:
            [property("description", "String")]
        case .customDebugStringConvertible:
            [property("debugDescription", "String")]
        case .customReflectable:
            [property("customMirror", "Mirror")]
        case .executor:
            [
                Implementation(
                    identity: "enqueue(_:)", declaration: "func enqueue(_ job: consuming ExecutorJob)",
                    body: "decoratee.enqueue(job)",
                    attribute: "@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)")
            ]
        case .serialExecutor:
            // The runtime then enqueues on, and checks isolation against, the decoratee itself.
            [executorReference("asUnownedSerialExecutor", "UnownedSerialExecutor")]
        case .taskExecutor:
            [executorReference("asUnownedTaskExecutor", "UnownedTaskExecutor")]
        // The sequences hand out the decoratee's own iterator; an iterator forwards `next()`. Each
        // binds its associated types to the decoratee's.
        case .sequence:
            [
                Implementation(
                    identity: "makeIterator()", declaration: "func makeIterator() -> Iterator",
                    body: "decoratee.makeIterator()"),
                property("underestimatedCount", "Int"),
            ]
        // The collections index the decoratee with its own indices and keep its `count`, which may
        // be O(1) where the default counts. Slices and `indices` are the decoratee's too, so that an
        // annotated protocol may constrain them (`SubSequence == ArraySlice<Book>`) and slicing costs
        // what the decoratee's does; they have none of the annotated protocol's members to decorate.
        case .collection:
            [
                property("startIndex", "Index"), property("endIndex", "Index"),
                Implementation(
                    identity: "subscript(_:)",
                    declaration: "subscript(position: Index) -> Element { decoratee[position] }",
                    body: nil, signature: "subscript(_: Index) -> Element"),
                Implementation(
                    identity: "subscript(_:)",
                    declaration: "subscript(bounds: Swift.Range<Index>) -> SubSequence { decoratee[bounds] }",
                    body: nil, signature: "subscript(_: Range<Index>) -> SubSequence"),
                property("indices", "Indices"),
                indexMethod(
                    "index(after:)", "index(after i: Index) -> Index", call: "index(after: i)",
                    signature: "index(after: Index) -> Index"),
                property("count", "Int"),
            ]
        case .bidirectionalCollection:
            [
                indexMethod(
                    "index(before:)", "index(before i: Index) -> Index", call: "index(before: i)",
                    signature: "index(before: Index) -> Index")
            ]
        case .randomAccessCollection:
            [
                indexMethod(
                    "index(_:offsetBy:)", "index(_ i: Index, offsetBy distance: Int) -> Index",
                    call: "index(i, offsetBy: distance)",
                    signature: "index(_: Index, offsetBy: Int) -> Index"),
                indexMethod(
                    "distance(from:to:)", "distance(from start: Index, to end: Index) -> Int",
                    call: "distance(from: start, to: end)",
                    signature: "distance(from: Index, to: Index) -> Int"),
            ]
        case .iteratorProtocol:
            [
                Implementation(
                    identity: "next()", declaration: "func next() -> Element?", body: "decoratee.next()",
                    isMutating: true)
            ]
        case .asyncSequence:
            [
                Implementation(
                    identity: "makeAsyncIterator()", declaration: "func makeAsyncIterator() -> AsyncIterator",
                    body: "decoratee.makeAsyncIterator()")
            ]
        // The standard library's `next()` runs on the global executor, as a `@concurrent` function
        // does: so does the decorator's, which then calls its decoratee's where it runs. (Run on
        // its caller's actor, as under `NonisolatedNonsendingByDefault`, it would send a decoratee
        // that may not be `Sendable` to the global executor.)
        case .asyncIteratorProtocol:
            [
                Implementation(
                    identity: "next()", declaration: "func next() async throws -> Element?",
                    body: "try await decoratee.next()", attribute: "@concurrent", isMutating: true, returnsValue: true)
            ]
        // The decoratee is the generator: decorators advance the one they hold.
        case .randomNumberGenerator:
            [
                Implementation(
                    identity: "next()", declaration: "func next() -> UInt64", body: "decoratee.next()",
                    isMutating: true, signature: "next() -> UInt64")
            ]
        // The decoratee is the stream: decorators write to the one they hold.
        case .textOutputStream:
            [
                Implementation(
                    identity: "write(_:)", declaration: "func write(_ string: String)", body: "decoratee.write(string)",
                    isMutating: true, signature: "write(_: String)")
            ]
        // The decoratee writes itself: decorators describe the service they hold.
        case .textOutputStreamable:
            [
                Implementation(
                    identity: "write(to:)",
                    declaration: "func write<Target: TextOutputStream>(to target: inout Target)",
                    body: "decoratee.write(to: &target)", signature: "write<Target>(to: inout Target)")
            ]
        // The decoratee's bytes, lent as they are.
        case .contiguousBytes:
            [
                Implementation(
                    identity: "withUnsafeBytes(_:)",
                    declaration: "func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R",
                    body: "try decoratee.withUnsafeBytes(body)")
            ]
        }
    }

    /// `func index(after i: Index) -> Index`, forwarded as `decoratee.index(after: i)`: the
    /// identity, the declaration after `func `, the call after `decoratee.`, and the signature.
    private func indexMethod(_ identity: String, _ declaration: String, call: String, signature: String)
        -> Implementation
    {
        Implementation(
            identity: identity, declaration: "func " + declaration, body: "decoratee." + call, signature: signature)
    }

    /// `typealias Element = Decoratee.Element`.
    private func associatedType(_ name: String) -> Implementation {
        Implementation(
            identity: name, declaration: "typealias \(name) = Decoratee.\(name)", body: nil, isTypealias: true)
    }

    /// `func asUnownedSerialExecutor() -> UnownedSerialExecutor`, the decoratee's.
    private func executorReference(_ name: String, _ type: String) -> Implementation {
        Implementation(identity: name + "()", declaration: "func \(name)() -> \(type)", body: "decoratee.\(name)()")
    }

    /// `static func == (lhs: LoggingToken, rhs: LoggingToken) -> Bool`, comparing the decoratees.
    private func comparison(_ operator: String) -> Implementation {
        Implementation(
            identity: "\(`operator`)(_:_:)",
            declaration: "static func \(`operator`) (lhs: \(typeName), rhs: \(typeName)) -> Bool",
            body: "lhs.decoratee \(`operator`) rhs.decoratee")
    }

    /// `var description: String { decoratee.description }`.
    private func property(_ name: String, _ type: String) -> Implementation {
        Implementation(identity: name, declaration: "var \(name): \(type) { decoratee.\(name) }", body: nil)
    }

    /// Whether the annotated protocol restates `implementation`'s requirement, which is then
    /// forwarded with the protocol's own members: written with the associated types
    /// (`subscript(position: Index) -> Element`) or with the types the protocol binds them to
    /// (`subscript(position: Int) -> String` where `Index == Int` and `Element == String`).
    private func restates(_ implementation: Implementation) -> Bool {
        guard let signature = implementation.signature else {
            return plan.items.containsMember { $0.identity == implementation.identity }
        }
        let bound = Self.replacingWords(of: signature, with: boundAssociatedTypes)
        return plan.items.containsMember { planned in
            let full = MemberIdentity(planned.member).full.replacing("Self.", with: "").replacing("Swift.", with: "")
            return full == signature || full == bound
        }
    }

    /// The associated types the annotated protocol binds to a type: `Index == Int` in its `where`
    /// clause, `Element` in `Collection<String>`.
    private var boundAssociatedTypes: [String: String] {
        var bound: [String: String] = [:]
        for requirement in plan.declaration.requirements where requirement.relation == .sameType {
            let name = requirement.subjectName
            if bound[name] == nil { bound[name] = requirement.constraint }
        }
        for parent in plan.declaration.inheritedTypes {
            guard let open = parent.firstIndex(of: "<"), parent.hasSuffix(">"), bound["Element"] == nil,
                parent[..<open].hasSuffix("Collection")
            else { continue }
            bound["Element"] = String(parent[parent.index(after: open)..<parent.index(before: parent.endIndex)])
        }
        return bound
    }

    /// `text` with each whole word that `replacements` names replaced.
    private static func replacingWords(of text: String, with replacements: [String: String]) -> String {
        TextPiece.pieces(of: text).map { piece in piece.word.flatMap { replacements[$0] } ?? piece.text }.joined()
    }
}
