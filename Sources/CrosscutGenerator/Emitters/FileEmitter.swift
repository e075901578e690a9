/// Writes one generated file: the header, the imports, and for each plan its decorators and
/// composition helpers, inside the protocol's `#if` conditions and enclosing types.
struct FileEmitter: Sendable {
    /// The input file's name, for the header.
    let sourceName: String
    /// The input file's imports, as written.
    let imports: [String]
    /// The input file's imports inside `#if` blocks, repeated under the same conditions.
    var conditionalImports: [ImportDecl] = []
    let plans: [DecorationPlan]
    /// What the target declares, as far as the plans need to know.
    var declarations = TargetDeclarations()

    func write() -> String {
        var writer = CodeWriter()
        writer.line(CodeWriter.header)
        writer.line("// Decorators for the annotated protocols of \(sourceName).")
        writer.line()
        for statement in importStatements { writer.line(statement) }
        for conditional in conditionalImports {
            writer.conditional(conditional.conditions) { writer in writer.line(conditional.declaration) }
        }
        for plan in plans {
            writer.line()
            writer.line("// MARK: - \(plan.qualifiedName)")
            writer.line()
            writer.conditional(plan.conditions) { writer in
                writeDecorators(of: plan, into: &writer)
                writer.line()
                CompositionEmitter(plan: plan).write(into: &writer)
            }
        }
        return writer.text
    }

    private var importStatements: [String] {
        FileImports(written: imports, plans: plans, declarations: declarations).lines
    }

    private func writeDecorators(of plan: DecorationPlan, into writer: inout CodeWriter) {
        let items = ForwardedEntry.items(of: plan, declarations: declarations)
        let write: (inout CodeWriter) -> Void = { writer in
            for (index, concern) in plan.concerns.enumerated() {
                if index > 0 { writer.line() }
                DecoratorEmitter(plan: plan, items: items, concern: concern)
                    .write(into: &writer)
            }
        }
        if plan.declaration.enclosingTypes.isEmpty {
            write(&writer)
        } else {
            writer.block("extension \(plan.declaration.enclosingTypes.joined(separator: ".")) {", write)
        }
        for concern in plan.concerns {
            DecoratorEmitter(plan: plan, items: items, concern: concern).writeNonisolatedConformances(into: &writer)
        }
    }
}
