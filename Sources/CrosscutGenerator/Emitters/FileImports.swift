/// The imports of one generated file: what its source file (and the files of its protocols'
/// parents) import, at the access level the decorators need.
///
/// - The runtime is imported as widely as the widest decorator: `public` beside public decorators
///   (their initializers take `Concerns`), `package` beside package ones, so that they compile
///   under `InternalImportsByDefault` too (and, beside package ones, plainly without it: see
///   ``ImportStatement/lines(_:)``). Only the runtime types the decorators name are imported
///   (`public import struct Crosscut.Concerns`, …), so that none of the runtime's other names
///   (its `Logger`, say) makes a name of the user's signatures ambiguous (swift-log's `Logger`),
///   unless the source file imports the whole runtime itself.
/// - Other imports keep the level written, except that an explicit `public` or `package` import
///   becomes `internal` when no decorator of that level names a type that may come from that
///   module: the compiler warns about a public import that no public declaration uses, and the
///   source file may import a module publicly for its other declarations (a parent protocol's
///   module, say). A module of the package is known by its files: only the names it declares come
///   from it. Any other module may bring any name that neither the standard library, nor the target,
///   nor the package's modules declare: when the generator cannot tell, the import stays as wide as
///   written, so that the file compiles.
/// - Imports under `#if` (`#if canImport(FoundationEssentials)`) are repeated under the same
///   conditions, narrowed by the same rule, and no module is imported at two levels where both
///   imports are active (see ``ImportLevels``); each is written once, its conditions simplified
///   (see ``ConditionalImportBlocks``).
struct FileImports {
    /// The import declarations as written (`import Foundation`, `public import NIOCore`).
    var written: [String]
    /// The import declarations inside `#if` blocks, with their conditions.
    var conditional: [ImportDecl] = []
    var plans: [DecorationPlan]
    /// What the target and its dependencies declare; without ``TargetDeclarations/types``, every
    /// name the standard library does not declare counts as another module's.
    var declarations: TargetDeclarations
    /// The runtime types the file's declarations name: the ones it imports.
    var runtimeTypes: [RuntimeNames.TypeName]

    /// The import lines, one per module; the `#if` blocks of the imports under conditions
    /// (``ConditionalImportBlocks``); and the imports under `#if` the generator cannot take apart,
    /// each once as written.
    var lines: (plain: [String], conditional: [String], unparsed: [ImportDecl]) {
        let parsed = written.map { ($0, Self.statement($0)) }
        let unparsed = parsed.filter { $0.1 == nil }.map(\.0).uniqued()
        let statements = narrowed(parsed.compactMap(\.1))
        let level = ImportStatement.widest(plans.map(\.runtimeImportLevel))
        let runtime =
            statements.contains { $0.module == Self.runtime && $0.kind == nil }
            ? [ImportStatement(level: level, path: Self.runtime)]
            : runtimeTypes.map {
                ImportStatement(level: level, kind: $0.kind, path: "\(Self.runtime).\($0.name)")
            }
        let conditional = self.conditional.compactMap { decl in
            Self.statement(decl.declaration).map { ConditionalImport(conditions: decl.conditions, statement: $0) }
        }
        let narrowedConditional = zip(conditional, narrowed(conditional.map(\.statement))).map {
            ConditionalImport(conditions: $0.conditions, statement: $1)
        }
        let resolved = ImportLevels.resolved(plain: statements + runtime, conditional: narrowedConditional)
        let unparsedConditional = self.conditional.filter { Self.statement($0.declaration) == nil }
        return (
            ImportStatement.lines(ImportStatement.merged(resolved.plain)) + unparsed,
            ConditionalImportBlocks.lines(resolved.conditional, plain: resolved.plain),
            unparsedConditional.uniqued()
        )
    }

    private static let runtime = RuntimeNames.module

    /// `statements` with each narrowable one `internal` unless a decorator at least as visible as
    /// the import names a type from elsewhere.
    private func narrowed(_ statements: [ImportStatement]) -> [ImportStatement] {
        guard statements.contains(where: Self.isNarrowable) else { return statements }
        let foreign = plans.map { (level: $0.runtimeImportLevel ?? .internal, names: foreignNames(of: $0)) }
        return statements.map { statement in
            guard Self.isNarrowable(statement), let level = statement.level,
                !foreign.contains(where: { $0.level >= level && mayComeFrom(statement.module, $0.names) })
            else { return statement }
            var narrowed = statement
            narrowed.level = .internal
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
        (statement.level.map { $0 > .internal } ?? false) && statement.module != Self.runtime
    }

    /// `written` taken apart; a bare module name (`Foundation`) is imported implicitly.
    private static func statement(_ written: String) -> ImportStatement? {
        ImportStatement(Substring(written))
            ?? (written.contains(where: \.isWhitespace) ? nil : ImportStatement(level: nil, path: written))
    }

    /// The names `plan`'s decorators write in their signatures that are neither the standard
    /// library's, nor the target's, nor a generic parameter or associated type of the protocol.
    private func foreignNames(of plan: DecorationPlan) -> Set<String> {
        let signature = SignatureNames(plan)
        return signature.names.filter { name in
            !signature.localNames.contains(name) && !StandardLibraryNames.contains(name)
                && !(declarations.types?.contains(name) ?? false)
        }
    }

    /// Whether one of `names` may be a type of `module`. A module whose types are unknown (one that
    /// re-exports another, or that was not read) may bring any name that no module this file imports
    /// is known to declare: another package's `NIOCore` declares `ByteBuffer`, but a file that imports
    /// only `Hummingbird` gets it through Hummingbird's `@_exported import NIOCore`. Foundation's
    /// common types come from Foundation where the file imports it (``ToolchainModules``): the
    /// `public import NIOPosix` beside it of Hummingbird's file did not bring `Date`.
    private func mayComeFrom(_ module: Substring, _ names: Set<String>) -> Bool {
        if let declared = declarations.dependencyTypes[String(module)] { return !names.isDisjoint(with: declared) }
        let imported = importedModules
        var known = imported.compactMap { declarations.dependencyTypes[$0] }
        if !ToolchainModules.foundation.contains(String(module)),
            !imported.isDisjoint(with: ToolchainModules.foundation)
        {
            known.append(ToolchainModules.foundationTypes)
        }
        return names.contains { name in !known.contains { $0.contains(name) } }
    }

    /// The modules the file imports, under `#if` too.
    private var importedModules: Set<String> {
        Set((written + conditional.map(\.declaration)).compactMap { Self.statement($0).map { String($0.module) } })
    }
}
