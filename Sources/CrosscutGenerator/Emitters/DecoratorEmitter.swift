/// Writes one decorator type for one concern: the stored decoratee and concerns, the initializer,
/// associated-type bindings, and every requirement, forwarding each with the concern's behaviour.
struct DecoratorEmitter: Sendable {
    let plan: DecorationPlan
    /// The plan's items, worked out once for all of its decorators.
    let items: [ForwardedItem]
    let emitter: any ConcernEmitter

    private var typeName: String { plan.decoratorName(for: emitter.concern) }
    private var access: String { plan.accessPrefix }

    func write(into writer: inout CodeWriter) {
        writer.line("/// \(emitter.summary)")
        writer.line("///")
        writer.line(
            "/// Wraps any ``\(plan.declaration.name)``; when `concerns` has `\(emitter.enabledFlag)` off, calls")
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
        writer.line("/// The logger, metrics, cache, retry strategy and switches this decorator uses.")
        writer.line("\(access)let concerns: \(RuntimeNames.concerns.qualified)")
        writer.line()
        writer.line("/// Wraps `decoratee`, taking what the concern needs from `concerns`.")
        writer.block("\(access)init(_ decoratee: Decoratee, concerns: \(RuntimeNames.concerns.qualified)) {") {
            writer in
            writer.line("self.decoratee = decoratee")
            writer.line("self.concerns = concerns")
        }
    }

    private func writeItems(_ items: [ForwardedItem], into writer: inout CodeWriter) {
        for item in items {
            switch item {
            case .associatedType(let name):
                if !writer.lastLineStarts(with: "\(access)typealias") { writer.separator() }
                writer.line("\(access)typealias \(name) = Decoratee.\(name)")
            case .member(let member):
                writer.separator()
                writeMember(member, into: &writer)
            case .conditional(let clauses):
                writer.separator()
                for (index, clause) in clauses.enumerated() {
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
    /// emitter's condition (the switch) and lets the emitter write the rest.
    private func writeBody(for access: Access, into writer: inout CodeWriter) {
        let skipped = access.options.skippedConcerns.contains(emitter.concern)
        guard !access.isStatic, !skipped, emitter.acts(on: access) else {
            writer.line(access.forwardingStatement)
            return
        }
        writer.line("guard ", emitter.guardCondition(for: access), " else {")
        writer.indented { writer in
            for statement in access.earlyForwardingStatements { writer.line(statement) }
        }
        writer.line("}")
        emitter.writeBody(for: access, into: &writer)
    }
}
