/// Writes the composition helpers: `decorated(with:)`, applying the annotated concerns in the
/// canonical order (``ConcernDescription/all``, outermost first), and one `withX(_:)` per concern
/// for custom orders.
struct CompositionEmitter: Sendable {
    let plan: DecorationPlan

    func write(into writer: inout CodeWriter) {
        let accessModifier = plan.accessModifier
        for attribute in plan.availability { writer.line(attribute) }
        writer.block("extension \(plan.qualifiedName) {") { writer in
            let order = plan.concerns.map(\.name).joined(separator: ", ")
            writer.line("/// Wraps this service in its decorators, outermost first: \(order).")
            writer.block(
                "\(accessModifier)func decorated(with concerns: \(RuntimeNames.concerns.qualified)) -> some \(opaqueConstraint) {"
            ) { writer in
                let chain = plan.concerns.reversed().map { ".\($0.helperName)(concerns)" }
                writer.line("self" + chain.first!)
                writer.indented { writer in
                    for link in chain.dropFirst() { writer.line(link) }
                }
            }
            for concern in plan.concerns {
                let decorator = plan.enclosingPrefix + plan.decoratorName(for: concern)
                writer.line()
                let article = concern.decoratorPrefix.first.map("AEIOU".contains) == true ? "an" : "a"
                writer.line("/// Wraps this service in \(article) `\(decorator)`.")
                writer.block(
                    "\(accessModifier)func \(concern.helperName)(_ concerns: \(RuntimeNames.concerns.qualified)) -> \(decorator)<Self> {"
                ) {
                    writer in
                    writer.line("\(decorator)(self, concerns: concerns)")
                }
            }
        }
    }

    /// `Catalog`, or `Catalog<Element>` when the protocol has primary associated types, so that
    /// callers keep knowing them.
    private var opaqueConstraint: String {
        let primary = plan.declaration.primaryAssociatedTypes
        return primary.isEmpty ? plan.qualifiedName : "\(plan.qualifiedName)<\(primary.joined(separator: ", "))>"
    }
}

extension DecorationPlan {
    /// `Outer.` for a protocol nested in `Outer`, where its decorators live; empty otherwise.
    var enclosingPrefix: String { declaration.enclosingTypes.map { $0 + "." }.joined() }

    /// The protocol's `@available` attributes, which its decorators and helpers repeat: they name
    /// the protocol, so they are as available (or as deprecated) as it is.
    var availability: [String] { declaration.attributes.filter { $0.hasPrefix("@available") } }
}
