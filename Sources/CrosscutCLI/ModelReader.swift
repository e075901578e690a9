import CrosscutGenerator

/// The parser stage, as `inspect` uses it.
enum ModelReader {
    static func parse(_ source: SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic]) {
        (SourceModel(file: source.path), [])  // Until `DeclarationParser` lands.
    }
}
