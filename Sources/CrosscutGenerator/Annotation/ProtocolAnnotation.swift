/// What a protocol's `// @crosscut(...)` annotation chooses: its concerns, in canonical order, what
/// it asks of them (`logging(arguments: private)`), and what its decorators are named after
/// (`named: ShopCatalog`).
struct ProtocolAnnotation {
    /// The concerns listed, each once, in canonical order.
    private(set) var concerns: [ConcernDescription] = []
    /// What the annotation asks of its concerns, read by their rules.
    private(set) var options = OptionsByConcern()
    /// The name given by `named: ShopCatalog`, if it is a valid type name.
    private(set) var decoratorBaseName: String?

    /// Reads `annotation`, the annotation of `decl`, reporting what it cannot list.
    init(reading annotation: Annotation, of decl: ProtocolDecl, reportingTo sink: inout DiagnosticSink) {
        readConcerns(annotation, of: decl, reportingTo: &sink)
        readDecoratorBaseName(annotation, reportingTo: &sink)
    }

    private mutating func readConcerns(
        _ annotation: Annotation, of decl: ProtocolDecl, reportingTo sink: inout DiagnosticSink
    ) {
        for item in annotation.items where item.name != AnnotationGrammar.named {
            guard let concern = ConcernDescription.named(item.name) else {
                if AnnotationGrammar.memberOption(named: item.name) != nil {
                    sink.error(
                        "'\(item.name)' is a member option: write '// @crosscut(\(item.name))' above the member it "
                            + "applies to; the protocol's annotation lists concerns (\(AnnotationGrammar.concernList))",
                        at: item.location)
                } else {
                    sink.error(AnnotationGrammar.unknownConcernMessage(item.name), at: item.location)
                }
                continue
            }
            concern.rules.readArguments(of: item, into: &options, reportingTo: &sink)
            if concerns.contains(concern) {
                sink.warning("concern '\(concern.name)' is listed twice; remove one", at: item.location)
            } else {
                concerns.append(concern)
            }
        }
        if annotation.items.isEmpty {
            sink.warning(
                "'// @crosscut()' lists no concern, so nothing is generated for '\(decl.name)'; list some of "
                    + AnnotationGrammar.concernList, at: annotation.location)
        }
        concerns.sort()
    }

    private mutating func readDecoratorBaseName(_ annotation: Annotation, reportingTo sink: inout DiagnosticSink) {
        let items = annotation.items.filter { $0.name == AnnotationGrammar.named }
        guard let item = items.first else { return }
        for repeated in items.dropFirst() {
            sink.error("'named' is given twice; keep one", at: repeated.location)
        }
        guard item.arguments.count == 1, let argument = item.arguments.first, argument.label == nil,
            let first = argument.value.first, first.isLetter || first == "_",
            argument.value.allSatisfy({ $0.isIdentifierCharacter })
        else {
            sink.error(
                "'named' takes the type name the decorators are named after; write for example "
                    + "'named: ShopCatalog' for 'LoggingShopCatalog'", at: item.location)
            return
        }
        decoratorBaseName = argument.value
    }
}
