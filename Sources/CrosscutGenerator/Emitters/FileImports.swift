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
    var declaredTypes: DeclaredTypeNames?

    /// The import lines, one per module; a line the generator cannot take apart is kept as written.
    var lines: [String] {
        let unparsed = written.filter { Self.statement($0) == nil }.uniqued()
        return ImportStatement.merged(statements).map(\.text) + unparsed
    }

    private var statements: [ImportStatement] {
        let runtime = ImportStatement(
            access: ImportStatement.widest(plans.map(\.runtimeImportAccess)), path: "Crosscut")
        let others = written.compactMap(Self.statement).map {
            statement in
            guard let access = statement.access, access > .internal, statement.module != "Crosscut",
                !plans.contains(where: { plan in
                    (plan.runtimeImportAccess ?? .internal) >= access && namesForeignType(plan)
                })
            else { return statement }
            var narrowed = statement
            narrowed.access = .internal
            return narrowed
        }
        return others + [runtime]
    }

    /// `written` taken apart; a bare module name (`Foundation`) is imported implicitly.
    private static func statement(_ written: String) -> ImportStatement? {
        ImportStatement(Substring(written))
            ?? (written.contains(where: \.isWhitespace) ? nil : ImportStatement(access: nil, path: written))
    }

    /// Whether an explicit `public` or `package` import is written that ``statements`` may narrow:
    /// only then is it worth scanning the target for the names it declares.
    static func mayNarrow(_ written: [String]) -> Bool {
        written.contains { line in
            ImportStatement(Substring(line)).map {
                $0.access.map { $0 > .internal } ?? false && $0.module != "Crosscut"
            }
                ?? false
        }
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
