/// Writes one decorator type for one concern: the stored decoratee and concerns (and the handles the
/// concern resolves per member), the initializer, associated-type bindings, and every requirement,
/// forwarding each with the concern's behaviour.
struct DecoratorEmitter: Sendable {
    let plan: DecorationPlan
    /// The plan's items, worked out once for all of its decorators.
    let items: [ForwardedItem]
    let concern: ConcernDescription
    /// The `ConcernSet` member that switches the concern: `.logging`.
    private let switchMember: String
    /// The check of the concern's switch: `concerns.isEnabled(.logging)`.
    private let isEnabled: String
    /// The handle the decorator resolves for an invocation when it is created, and the name of the
    /// property that keeps it, by the invocation's object identity.
    private let handles: [ObjectIdentifier: (name: String, handle: ConcernHandle)]
    /// The handle every invocation shares (``ConcernHandle/isShared``), and its property's name.
    private let sharedHandle: (name: String, handle: ConcernHandle)?
    /// The doc comment's text above the handles, when there are any.
    private let handlesSummary: String?

    init(plan: DecorationPlan, items: [ForwardedItem], concern: ConcernDescription) {
        self.plan = plan
        self.items = items
        self.concern = concern
        switchMember = "." + concern.runtimeSwitch
        isEnabled = RuntimeNames.isEnabled(switchMember)
        var invocations: [(Invocation, ConcernHandle)] = []
        items.forEachMember { entry in
            guard case .requirement(let member) = entry else { return }
            for invocation in member.invocations {
                if Self.acts(concern, on: invocation), let handle = concern.emitter.handle(for: invocation) {
                    invocations.append((invocation, handle))
                }
            }
        }
        var members: [String] = Array(plan.associatedNames)
        plan.items.forEachMember { members.append($0.member.name) }
        handlesSummary = invocations.first?.1.summary
        if let shared = invocations.first?.1, shared.isShared {
            sharedHandle = (HandleNames.sharedName(of: shared, among: invocations, avoiding: members), shared)
            handles = [:]
            return
        }
        sharedHandle = nil
        let names = HandleNames.names(of: invocations, avoiding: members)
        handles = Dictionary(
            uniqueKeysWithValues: zip(names, invocations).map { (ObjectIdentifier($1.0), ($0, $1.1)) })
    }

    /// Whether `concern` acts on `invocation`, rather than forwarding it untouched.
    private static func acts(_ concern: ConcernDescription, on invocation: Invocation) -> Bool {
        !invocation.isStatic && !invocation.options.skips(concern) && concern.emitter.acts(on: invocation)
    }

    private var typeName: String { plan.decoratorName(for: concern) }
    private var accessModifier: String { plan.accessModifier }

    func write(into writer: inout CodeWriter) {
        writer.line("/// \(concern.summary)")
        writer.line("///")
        writer.line(
            "/// Wraps any ``\(plan.declaration.name)``; when `concerns` has `\(switchMember)` off, calls")
        writer.line("/// go straight to the decoratee.")
        for attribute in plan.visibilityAttributes { writer.line(attribute) }
        if let globalActor = plan.globalActor { writer.line(globalActor) }
        let kind = plan.isClassBound ? "final class" : "struct"
        let standard = plan.forwardedStandardProtocols.map(\.rawValue)
        let conformances =
            [plan.qualifiedName] + (plan.globalActor == nil ? standard : []) + (plan.isNoncopyable ? ["~Copyable"] : [])
        let constraint = plan.qualifiedName + (plan.isNoncopyable ? " & ~Copyable" : "")
        let header =
            "\(accessModifier)\(kind) \(typeName)<Decoratee: \(constraint)>: \(conformances.joined(separator: ", "))"
        writer.block(header + " {") { writer in
            writeStorage(into: &writer)
            writeItems(items, into: &writer)
            StandardConformanceEmitter(plan: plan, typeName: typeName, concern: concern).write(into: &writer)
        }
    }

    /// The conformances a decorator declares at file scope, after the decorators (`extension
    /// Outer.LoggingP` for a nested protocol): a noncopyable decorator's to `Copyable` where its
    /// decoratee is copyable, and a global-actor decorator's to the standard protocols, which are not
    /// isolated. Those members are `nonisolated` (``StandardConformanceEmitter``), and the
    /// conformances say so, for under `InferIsolatedConformances` an isolated type's conformance is
    /// isolated unless marked, and an isolated conformance cannot stand for a `Sendable` protocol's
    /// parent. Compilers before Swift 6.2 do not know the marking (nor infer isolated
    /// conformances). Other decorators' declarations list the standard protocols.
    func writeFileScopeConformances(into writer: inout CodeWriter) {
        let name = (plan.declaration.enclosingTypes + [typeName]).joined(separator: ".")
        let extensionOf = { (conformances: String, writer: inout CodeWriter) in
            for attribute in plan.visibilityAttributes { writer.line(attribute) }
            writer.line("extension \(name): \(conformances) {}")
        }
        if plan.isNoncopyable {
            writer.line()
            extensionOf("Copyable where Decoratee: Copyable", &writer)
        }
        let standard = plan.forwardedStandardProtocols.map(\.rawValue)
        guard plan.globalActor != nil, !standard.isEmpty else { return }
        let marked = standard.map { "nonisolated \($0)" }.joined(separator: ", ")
        writer.line()
        writer.line("#if compiler(>=6.2)")
        writer.indented { writer in extensionOf(marked, &writer) }
        writer.line("#else")
        writer.indented { writer in extensionOf(standard.joined(separator: ", "), &writer) }
        writer.line("#endif")
    }

    private func writeStorage(into writer: inout CodeWriter) {
        let binding = plan.needsMutableDecoratee ? "var" : "let"
        writer.line("/// The service calls are forwarded to.")
        writer.line("\(accessModifier)\(binding) decoratee: Decoratee")
        writer.line("/// Where the \(concern.runtimePart) and the switch this decorator uses come from.")
        writer.line("\(accessModifier)let concerns: \(RuntimeNames.concerns.qualified)")
        if let handlesSummary { writer.line("/// \(handlesSummary)") }
        if let (name, handle) = sharedHandle { writer.line("private let \(name): \(handle.type)") }
        writeForEachHandle(of: items, into: &writer) { name, handle, writer in
            writer.reportingErrors(at: handle.errorLocation) { writer in
                writer.line("private let \(name): \(handle.type)")
            }
        }
        writer.line()
        writer.line("/// Wraps `decoratee`, taking what the concern needs from `concerns`.")
        // Not isolated to the protocol's global actor where a `nonisolated` member may wrap its `Self`
        // result in a new decorator. Such members exist only on `Sendable` protocols, whose decoratee
        // a nonisolated initializer may store; a non-`Sendable` one it may not.
        let hasNonisolatedMember = plan.items.containsMember { $0.member.has(.nonisolated) }
        let isolation = plan.globalActor != nil && hasNonisolatedMember ? "nonisolated " : ""
        writer.block(
            "\(accessModifier)\(isolation)init(_ decoratee: \(plan.isNoncopyable ? "consuming " : "")Decoratee, concerns: \(RuntimeNames.concerns.qualified)) {"
        ) {
            writer in
            writer.line("self.decoratee = decoratee")
            writer.line("self.concerns = concerns")
            writer.line("concerns.noteDecorator(of: .\(concern.runtimeSwitch))")
            if let (name, handle) = sharedHandle { writer.call("\(name) = \(handle.resolver)", handle.arguments) }
            writeForEachHandle(of: items, into: &writer) { name, handle, writer in
                writer.reportingErrors(at: handle.errorLocation) { writer in
                    writer.call("\(name) = \(handle.resolver)", handle.arguments)
                }
            }
        }
    }

    /// Calls `write` with each handle of the members of `items` and its property's name, keeping
    /// their `#if` blocks (a handle's type may exist only there); a block with no handle is left
    /// out, and so are the clauses after the last that has one.
    private func writeForEachHandle(
        of items: [ForwardedItem],
        into writer: inout CodeWriter,
        _ write: (String, ConcernHandle, inout CodeWriter) -> Void
    ) {
        for item in items {
            switch item {
            case .member(.requirement(let member)):
                for invocation in member.invocations {
                    if let (name, handle) = handles[ObjectIdentifier(invocation)] { write(name, handle, &writer) }
                }
            case .member(.associatedType):
                break
            case .conditional(let block):
                guard let last = block.clauses.lastIndex(where: { hasHandles($0.items) }) else { continue }
                for (index, clause) in block.clauses[...last].enumerated() {
                    writer.line(Self.directive(for: clause, at: index))
                    writer.indented { writer in writeForEachHandle(of: clause.items, into: &writer, write) }
                }
                writer.line("#endif")
            }
        }
    }

    /// Whether a member of `items` has a handle.
    private func hasHandles(_ items: [ForwardedItem]) -> Bool {
        items.contains { item in
            switch item {
            case .member(.requirement(let member)): member.invocations.contains { handles[ObjectIdentifier($0)] != nil }
            case .member(.associatedType): false
            case .conditional(let block): block.clauses.contains { hasHandles($0.items) }
            }
        }
    }

    /// `#if condition`, `#elseif condition` or `#else` for the clause at `index` of its block.
    private static func directive(for clause: ConditionalBlock<ForwardedEntry>.Clause, at index: Int) -> String {
        index == 0 ? "#if \(clause.condition ?? "true")" : clause.condition.map { "#elseif \($0)" } ?? "#else"
    }

    private func writeItems(_ items: [ForwardedItem], into writer: inout CodeWriter) {
        for item in items {
            switch item {
            case .member(.associatedType(let name)):
                if !writer.lastLineStarts(with: "\(accessModifier)typealias") { writer.separator() }
                writer.line("\(accessModifier)typealias \(name) = Decoratee.\(name)")
            case .member(.requirement(let member)):
                writer.separator()
                writeMember(member, into: &writer)
            case .conditional(let block):
                writer.separator()
                for (index, clause) in block.clauses.enumerated() {
                    writer.line(Self.directive(for: clause, at: index))
                    writer.indented { writer in writeItems(clause.items, into: &writer) }
                }
                writer.line("#endif")
            }
        }
    }

    private func writeMember(_ member: ForwardedMember, into writer: inout CodeWriter) {
        for invocation in member.invocations where Self.acts(concern, on: invocation) {
            concern.emitter.writeDeclarations(for: invocation, into: &writer)
        }
        writer.separator()
        if let provenance = OptionProvenance.comment(for: member.annotations, concern: concern) {
            writer.line(provenance)
        }
        writer.declaration(member.declaration) { writer in
            guard let blocks = member.accessorBlocks else {
                writeBody(for: member.primaryInvocation, into: &writer)
                return
            }
            writer.block(blocks.getterOpener) { writer in
                writeBody(for: member.primaryInvocation, into: &writer)
            }
            if let setter = blocks.setter {
                writer.block(setter.opener) { writer in
                    writeBody(for: setter.invocation, into: &writer)
                }
            }
        }
    }

    /// Forwards untouched when the concern does not act on `invocation`; otherwise guards on the
    /// concern's switch and the emitter's condition (unless an async member leaves that to the
    /// helper: ``ConcernEmitter/asyncLeavesSwitchToHelper``), and lets the emitter write the rest.
    private func writeBody(for invocation: Invocation, into writer: inout CodeWriter) {
        let emitter = concern.emitter
        guard Self.acts(concern, on: invocation) else {
            writer.line(invocation.forwardingStatement)
            return
        }
        if !(invocation.isAsync && emitter.asyncLeavesSwitchToHelper) {
            let condition = emitter.condition(for: invocation).map { isEnabled + ", " + $0 } ?? isEnabled
            writer.line("guard ", condition, " else {")
            writer.indented { writer in
                for statement in invocation.earlyForwardingStatements { writer.line(statement) }
            }
            writer.line("}")
        }
        let handle = handles[ObjectIdentifier(invocation)]?.name ?? sharedHandle?.name
        emitter.writeBody(for: invocation, handle: handle, into: &writer)
    }
}
