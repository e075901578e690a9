/// Where a target declares top-level types of some names: `struct LoggingCatalog` at the file
/// scope (inside `#if` too), so that a decorator of that name would be an invalid redeclaration.
/// Files the generator wrote are left out: they hold the decorators themselves.
///
/// The caller first narrows the names to those the byte scan (``DeclaredNames``) finds declared at
/// all; only the files it finds them in are lexed (``FileScopeDeclarations``).
enum DeclaredTopLevelTypes {
    static func locations(of names: Set<String>, in files: [ScannedSources.File]) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        FileScopeDeclarations.forEach(of: names, declaredWith: keywords, in: files) { _, name, index, lexed, source in
            guard found[name] == nil else { return }
            let token = lexed.tokens[index + 1]
            found[name] = SourceLocation(file: source.path, line: token.line, column: token.column)
        }
        return found
    }

    private static let keywords: [DeclaredNames.Keyword] = [.struct, .class, .enum, .actor, .protocol, .typealias]
}
