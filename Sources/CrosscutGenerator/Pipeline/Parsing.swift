extension Generator {
    /// The parsing stage: the front end's declaration parser.
    static func parse(_ file: SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic]) {
        let parsed = DeclarationParser.parse(file)
        return (parsed.model, parsed.diagnostics)
    }
}
