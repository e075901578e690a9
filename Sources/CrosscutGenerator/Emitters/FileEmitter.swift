/// Writes one generated file: the header, the imports, and for each plan its decorators and
/// composition helpers, inside the protocol's `#if` conditions and enclosing types.
struct FileEmitter: Sendable {
    /// The input file's name, for the header.
    let sourceName: String
    /// Where the file goes, which its header says.
    let output: Generator.Output
    /// The input file's imports, as written.
    let imports: [String]
    /// The input file's imports inside `#if` blocks, repeated under the same conditions.
    var conditionalImports: [ImportDecl] = []
    let plans: [DecorationPlan]
    /// What the target declares, as far as the plans need to know.
    var declarations = TargetDeclarations()

    /// The runtime types every decorator and composition helper names, whatever its concern.
    private static let runtimeTypes = [RuntimeNames.concerns]

    /// The file: its declarations are written first, so that it imports just the runtime types
    /// they name, among those its plans' concerns declare (``ConcernEmitter/runtimeTypes``).
    func write() -> String {
        var body = CodeWriter(pointsErrorsAtAnnotations: output.pointsErrorsAtAnnotations)
        for plan in plans {
            body.line()
            body.line("// MARK: - \(plan.qualifiedName)")
            if let annotation = plan.declaration.annotation {
                body.line("// From '// @crosscut(\(annotation.text))' at \(annotation.location.fileAndLine).")
            }
            body.line()
            body.conditional(plan.conditions) { writer in
                writeDecorators(of: plan, into: &writer)
                writer.line()
                CompositionEmitter(plan: plan).write(into: &writer)
            }
        }
        let code = body.text
        var head = CodeWriter()
        for line in GeneratedFileHeader.lines(sourceNames: [sourceName], output: output) { head.line(line) }
        head.line()
        let runtimeTypes = RuntimeNames.types(
            Self.runtimeTypes + plans.flatMap(\.concerns).flatMap(\.emitter.runtimeTypes), namedIn: code)
        let imports = FileImports(
            written: imports, conditional: conditionalImports, plans: plans, declarations: declarations,
            runtimeTypes: runtimeTypes)
        let lines = imports.lines
        for line in lines.plain + lines.conditional { head.line(line) }
        for unparsed in lines.unparsed {
            head.conditional(unparsed.conditions) { writer in writer.line(unparsed.declaration) }
        }
        return head.text + code
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
            DecoratorEmitter(plan: plan, items: items, concern: concern).writeFileScopeConformances(into: &writer)
        }
    }
}
