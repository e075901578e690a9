/// Writes the members by which a decorator implements the standard-library protocols of its plan
/// (``StandardProtocol``), each forwarding to the decoratee. A requirement the annotated protocol
/// restates is forwarded with its other members, so it is not written again here. Under a global
/// actor the members are `nonisolated`, as the protocols' requirements are.
struct StandardConformanceEmitter {
    let plan: DecorationPlan
    /// The decorator's name, for example `LoggingToken`.
    let typeName: String

    /// A requirement's implementation: its identity (as ``MemberIdentity`` names it), the
    /// declaration after the modifiers, and the body, or `nil` when the declaration is the whole line.
    private struct Implementation {
        var identity: String
        var declaration: String
        var body: String?
        var isTypealias = false
        /// An `@available` attribute for a requirement newer than its protocol.
        var availability: String?
    }

    func write(into writer: inout CodeWriter) {
        for standard in plan.forwardedStandardProtocols {
            for implementation in implementations(of: standard) where !restates(implementation.identity) {
                writer.separator()
                if let availability = implementation.availability { writer.line(availability) }
                let modifiers =
                    plan.accessModifier + (plan.globalActor == nil || implementation.isTypealias ? "" : "nonisolated ")
                guard let body = implementation.body else {
                    writer.line(modifiers + implementation.declaration)
                    continue
                }
                writer.block(modifiers + implementation.declaration + " {") { writer in writer.line(body) }
            }
        }
    }

    private func implementations(of standard: StandardProtocol) -> [Implementation] {
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
                associatedType("ID"),
                Implementation(identity: "id", declaration: "var id: ID { decoratee.id }", body: nil),
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
                    availability: "@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)")
            ]
        case .serialExecutor:
            // The runtime then enqueues on, and checks isolation against, the decoratee itself.
            [executorReference("asUnownedSerialExecutor", "UnownedSerialExecutor")]
        case .taskExecutor:
            [executorReference("asUnownedTaskExecutor", "UnownedTaskExecutor")]
        // The sequences hand out the decoratee's own iterator; an iterator forwards `next()`. Each
        // binds its associated types to the decoratee's. Not `AsyncIteratorProtocol` (an error in
        // ``KnownProtocols``): under `NonisolatedNonsendingByDefault` a decorator's `next()` runs on
        // its caller's actor and its decoratee's on the global executor, which sends a decoratee that
        // may not be `Sendable`.
        case .sequence:
            [
                associatedType("Element"), associatedType("Iterator"),
                Implementation(
                    identity: "makeIterator()", declaration: "func makeIterator() -> Iterator",
                    body: "decoratee.makeIterator()"),
                property("underestimatedCount", "Int"),
            ]
        case .iteratorProtocol:
            [
                associatedType("Element"),
                Implementation(
                    identity: "next()", declaration: "mutating func next() -> Element?", body: "decoratee.next()"),
            ]
        case .asyncSequence:
            [
                associatedType("Element"), associatedType("AsyncIterator"),
                Implementation(
                    identity: "makeAsyncIterator()", declaration: "func makeAsyncIterator() -> AsyncIterator",
                    body: "decoratee.makeAsyncIterator()"),
            ]
        }
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

    private func restates(_ identity: String) -> Bool {
        plan.items.containsMember { $0.identity == identity }
    }
}
