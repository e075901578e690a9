/// The second stage of the pipeline: tokens → the ``SourceModel`` of a file's protocols.
///
/// Finds every `protocol` declaration — at file scope, nested in types and extensions, inside
/// `#if`/`#elseif`/`#else` — and skips every other declaration's body by brace matching on tokens.
/// `// @crosscut(...)` comments before a protocol or a requirement become its ``Annotation``s
/// (syntax only; what the items mean is validation's job).
///
/// ```swift
/// let parsed = DeclarationParser.parse(SourceFile(path: "Age.swift", text: """
///     // @crosscut(logging)
///     protocol AgeManager: AnyObject { func increase() }
///     """))
/// parsed.model.protocols[0].members.count  // 1
/// ```
public enum DeclarationParser {
    /// Parses `file`. Never fails: problems are returned as diagnostics beside what could be parsed.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        let lexed = Lexer.tokenize(file)
        let (model, parserDiagnostics) = lexed.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(lexed, bytes: bytes, file: file.path)
            parser.parseFile()
            let model = SourceModel(
                file: file.path, imports: parser.imports, protocols: parser.protocols,
                conditionalImports: parser.conditionalImports)
            return (model, parser.diagnostics)
        }
        let diagnostics = (lexed.diagnostics + parserDiagnostics).enumerated()
            .sorted {
                ($0.element.location.line, $0.element.location.column, $0.offset) < (
                    $1.element.location.line, $1.element.location.column, $1.offset
                )
            }
            .map(\.element)
        return ParsedFile(model: model, diagnostics: diagnostics)
    }
}
