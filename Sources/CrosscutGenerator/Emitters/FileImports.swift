/// The imports of one generated file: what its source file (and the files of its protocols'
/// parents) import, at the access level the decorators need.
///
/// - The runtime is imported as widely as the widest decorator: `public import Crosscut` beside
///   public decorators (their initializers take `Concerns`), `package import` beside package ones,
///   so that they compile under `InternalImportsByDefault` too.
/// - Other imports keep the level written, except that an explicit `public` or `package` import
///   becomes `internal` when no decorator of that level names a type that may come from another
///   module: the compiler warns about a public import that no public declaration uses, and the
///   source file may import a module publicly for its other declarations.
struct FileImports {
    /// The import declarations as written (`import Foundation`, `public import NIOCore`).
    var written: [String]
    var plans: [DecorationPlan]
    /// The type names the target may declare, when the generator looked; `nil` counts every name
    /// the standard library does not declare as another module's.
    var declaredTypes: Set<String>?

    /// The import lines, one per module; a line the generator cannot take apart is kept as written.
    var lines: [String] {
        let parsed = written.map { ($0, Self.statement($0)) }
        let unparsed = parsed.filter { $0.1 == nil }.map(\.0).uniqued()
        let runtime = ImportStatement(
            access: ImportStatement.widest(plans.map(\.runtimeImportAccess)), path: "Crosscut")
        return ImportStatement.merged(narrowed(parsed.compactMap(\.1)) + [runtime]).map(\.text) + unparsed
    }

    /// `statements` with each narrowable one `internal` unless a decorator at least as visible as
    /// the import names a type from elsewhere.
    private func narrowed(_ statements: [ImportStatement]) -> [ImportStatement] {
        guard statements.contains(where: Self.isNarrowable) else { return statements }
        let exposing = plans.filter(namesForeignType).map { $0.runtimeImportAccess ?? .internal }
        return statements.map { statement in
            guard Self.isNarrowable(statement), let access = statement.access,
                !exposing.contains(where: { $0 >= access })
            else { return statement }
            var narrowed = statement
            narrowed.access = .internal
            return narrowed
        }
    }

    /// Whether an explicit `public` or `package` import is written that may become `internal`:
    /// only then is it worth scanning the target for the names it declares.
    static func mayNarrow(_ written: [String]) -> Bool {
        written.contains { statement($0).map(isNarrowable) ?? false }
    }

    /// An explicit `public` or `package` import of a module other than the runtime.
    private static func isNarrowable(_ statement: ImportStatement) -> Bool {
        (statement.access.map { $0 > .internal } ?? false) && statement.module != "Crosscut"
    }

    /// `written` taken apart; a bare module name (`Foundation`) is imported implicitly.
    private static func statement(_ written: String) -> ImportStatement? {
        ImportStatement(Substring(written))
            ?? (written.contains(where: \.isWhitespace) ? nil : ImportStatement(access: nil, path: written))
    }

    /// Whether `plan`'s decorators name, in a signature, a type that is neither the standard
    /// library's, nor the target's, nor a generic parameter or associated type of the protocol.
    private func namesForeignType(_ plan: DecorationPlan) -> Bool {
        let signature = SignatureNames(plan)
        return signature.names.contains { name in
            !signature.localNames.contains(name) && !StandardLibraryNames.contains(name)
                && !(declaredTypes?.contains(name) ?? false)
        }
    }
}
