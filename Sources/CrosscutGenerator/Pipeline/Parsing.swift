extension Generator {
    /// The parsing stage: the front end's declaration parser.
    static func parse(_ file: SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic]) {
        // Placeholder until the parser lands on this branch.
        (SourceModel(file: file.path), [])
    }
}
