/// Writes the composition helpers: `decorated(with:)`, applying the annotated concerns in the
/// canonical order (``ConcernDescription/all``, outermost first), and one `decorated(withX:)` per
/// concern for custom orders: overloads of the one name, so that no helper shadows a function of
/// the user's (a `withTimeout(_:operation:)` that a conformer calls) inside the conformers' bodies. For a noncopyable protocol the helpers consume the service and name the
/// decorators' types, which are copyable where the service is.
struct CompositionEmitter: Sendable {
    let plan: DecorationPlan

    func write(into writer: inout CodeWriter) {
        let accessModifier = plan.accessModifier
        let ownership = plan.isNoncopyable ? "consuming " : ""
        for attribute in plan.visibilityAttributes { writer.line(attribute) }
        let suppression = plan.isNoncopyable ? " where Self: ~Copyable" : ""
        writer.block("extension \(plan.qualifiedName)\(suppression) {") { writer in
            let order = plan.concerns.map(\.name).joined(separator: ", ")
            writer.line("/// Wraps this service in its decorators, outermost first: \(order).")
            writer.block(
                "\(accessModifier)\(ownership)func decorated(with concerns: \(RuntimeNames.concerns.qualified)) -> \(decoratedType) {"
            ) { writer in
                let chain = plan.concerns.reversed().map { ".decorated(\($0.helperName): concerns)" }
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
                    "\(accessModifier)\(ownership)func decorated(\(concern.helperName) concerns: \(RuntimeNames.concerns.qualified)) -> \(decorator)<Self> {"
                ) {
                    writer in
                    writer.line("\(decorator)(self, concerns: concerns)")
                }
            }
        }
    }

    /// `some Catalog`, or `some Catalog<Element>` when the protocol has primary associated types, so
    /// that callers keep knowing them. For a noncopyable protocol, the decorators' nested type
    /// (`LoggingCatalog<RetryingCatalog<Self>>`): it is copyable where `Self` is, which an opaque
    /// type could not say.
    private var decoratedType: String {
        guard !plan.isNoncopyable else {
            return plan.concerns.reversed().reduce("Self") { inner, concern in
                "\(plan.enclosingPrefix)\(plan.decoratorName(for: concern))<\(inner)>"
            }
        }
        let primary = plan.declaration.primaryAssociatedTypes
        return "some "
            + (primary.isEmpty ? plan.qualifiedName : "\(plan.qualifiedName)<\(primary.joined(separator: ", "))>")
    }
}

extension DecorationPlan {
    /// `Outer.` for a protocol nested in `Outer`, where its decorators live; empty otherwise.
    var enclosingPrefix: String { declaration.enclosingTypes.map { $0 + "." }.joined() }

    /// The protocol's `@available` and `@_spi` attributes, which its decorators and helpers repeat:
    /// they name the protocol, so they are as available (or as deprecated) as it is, and in its SPI
    /// group (WasmKit's `@_spi(WASIPlatform) public protocol WASIFile`).
    var visibilityAttributes: [String] {
        declaration.attributes.filter { $0.hasPrefix("@available") || $0.hasPrefix("@_spi(") }
    }
}
