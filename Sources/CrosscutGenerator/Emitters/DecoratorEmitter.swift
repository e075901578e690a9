/// Writes one decorator type for one concern: the stored decoratee and concerns, the initializer,
/// associated-type bindings, and every requirement, forwarding each with the concern's behaviour.
struct DecoratorEmitter: Sendable {
    let plan: DecorationPlan
    /// The plan's items, worked out once for all of its decorators.
    let items: [ForwardedItem]
    let concern: ConcernDescription
    /// The `ConcernSet` member that switches the concern: `.logging`.
    private let switchMember: String
    /// The check of the concern's switch: `concerns.isEnabled(.logging)`.
    private let isEnabled: String
    /// The handles the decorator resolves when it is created, in the order of its accesses, with
    /// the names of the properties that keep them.
    private let handles: [(name: String, handle: ConcernHandle)]
    /// The name of each access's handle, by the access's identity.
    private let handleNames: [ObjectIdentifier: String]

    init(plan: DecorationPlan, items: [ForwardedItem], concern: ConcernDescription) {
        self.plan = plan
        self.items = items
        self.concern = concern
        switchMember = "." + concern.runtimeSwitch
        isEnabled = RuntimeNames.isEnabled(switchMember)
        var accesses: [(Access, ConcernHandle)] = []
        items.forEachMember { entry in
            guard case .requirement(let member) = entry else { return }
            for access in [member.primaryAccess] + (member.accessorBlocks?.setter.map { [$0.access] } ?? []) {
                if Self.acts(concern, on: access), let handle = concern.emitter.handle(for: access) {
                    accesses.append((access, handle))
                }
            }
        }
        var members: [String] = Array(plan.associatedNames)
        plan.items.forEachMember { members.append($0.member.name) }
        let names = HandleNames.names(of: accesses, avoiding: members)
        handles = zip(names, accesses).map { ($0, $1.1) }
        handleNames = Dictionary(uniqueKeysWithValues: zip(accesses.map { ObjectIdentifier($0.0) }, names))
    }

    /// Whether `concern` acts on `access`, rather than forwarding it untouched.
    private static func acts(_ concern: ConcernDescription, on access: Access) -> Bool {
        !access.isStatic && !access.options.skips(concern) && concern.emitter.acts(on: access)
    }

    /// What every decorator takes from `concerns`, as its doc comment lists it.
    private static let runtimeParts = ConcernDescription.all.map(\.runtimePart).joined(separator: ", ")

    private var typeName: String { plan.decoratorName(for: concern) }
    private var access: String { plan.accessPrefix }

    func write(into writer: inout CodeWriter) {
        writer.line("/// \(concern.summary)")
        writer.line("///")
        writer.line(
            "/// Wraps any ``\(plan.declaration.name)``; when `concerns` has `\(switchMember)` off, calls")
        writer.line("/// go straight to the decoratee.")
        for attribute in plan.availability { writer.line(attribute) }
        if let globalActor = plan.globalActor { writer.line(globalActor) }
        let kind = plan.isClassBound ? "final class" : "struct"
        let conformances = [plan.qualifiedName] + plan.forwardedStandardProtocols.map(\.rawValue)
        let header =
            "\(access)\(kind) \(typeName)<Decoratee: \(plan.qualifiedName)>: \(conformances.joined(separator: ", "))"
        writer.block(header + " {") { writer in
            writeStorage(into: &writer)
            writeItems(items, into: &writer)
            StandardConformanceEmitter(plan: plan, typeName: typeName).write(into: &writer)
        }
    }

    private func writeStorage(into writer: inout CodeWriter) {
        let binding = plan.needsMutableDecoratee ? "var" : "let"
        writer.line("/// The service calls are forwarded to.")
        writer.line("\(access)\(binding) decoratee: Decoratee")
        writer.line("/// The \(Self.runtimeParts) and switches this decorator uses.")
        writer.line("\(access)let concerns: \(RuntimeNames.concerns.qualified)")
        if let summary = handles.first?.handle.summary { writer.line("/// \(summary)") }
        for (name, handle) in handles { writer.line("private let \(name): \(handle.type)") }
        writer.line()
        writer.line("/// Wraps `decoratee`, taking what the concern needs from `concerns`.")
        writer.block("\(access)init(_ decoratee: Decoratee, concerns: \(RuntimeNames.concerns.qualified)) {") {
            writer in
            writer.line("self.decoratee = decoratee")
            writer.line("self.concerns = concerns")
            for (name, handle) in handles { writer.call("\(name) = \(handle.resolver)", handle.arguments) }
        }
    }

    private func writeItems(_ items: [ForwardedItem], into writer: inout CodeWriter) {
        for item in items {
            switch item {
            case .member(.associatedType(let name)):
                if !writer.lastLineStarts(with: "\(access)typealias") { writer.separator() }
                writer.line("\(access)typealias \(name) = Decoratee.\(name)")
            case .member(.requirement(let member)):
                writer.separator()
                writeMember(member, into: &writer)
            case .conditional(let block):
                writer.separator()
                for (index, clause) in block.clauses.enumerated() {
                    let directive =
                        index == 0
                        ? "#if \(clause.condition ?? "true")"
                        : clause.condition.map { "#elseif \($0)" } ?? "#else"
                    writer.line(directive)
                    writer.indented { writer in writeItems(clause.items, into: &writer) }
                }
                writer.line("#endif")
            }
        }
    }

    private func writeMember(_ member: ForwardedMember, into writer: inout CodeWriter) {
        writer.declaration(member.declaration) { writer in
            guard let blocks = member.accessorBlocks else {
                writeBody(for: member.primaryAccess, into: &writer)
                return
            }
            writer.block(blocks.getterOpener) { writer in
                writeBody(for: member.primaryAccess, into: &writer)
            }
            if let setter = blocks.setter {
                writer.block(setter.opener) { writer in
                    writeBody(for: setter.access, into: &writer)
                }
            }
        }
    }

    /// Forwards untouched when the concern does not act on `access`; otherwise guards on the
    /// concern's switch and the emitter's condition, and lets the emitter write the rest.
    private func writeBody(for access: Access, into writer: inout CodeWriter) {
        let emitter = concern.emitter
        guard Self.acts(concern, on: access) else {
            writer.line(access.forwardingStatement)
            return
        }
        writer.line("guard ", emitter.condition(for: access).map { isEnabled + ", " + $0 } ?? isEnabled, " else {")
        writer.indented { writer in
            for statement in access.earlyForwardingStatements { writer.line(statement) }
        }
        writer.line("}")
        emitter.writeBody(for: access, handle: handleNames[ObjectIdentifier(access)], into: &writer)
    }
}
