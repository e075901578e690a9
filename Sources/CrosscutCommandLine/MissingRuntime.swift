import CrosscutGenerator

/// The error of a target that applies the build-tool plugin without depending on the `Crosscut`
/// library, whose types every decorator names: one at each annotated protocol's annotation, where
/// the user looks, instead of "no such module 'Crosscut'" in the generated file.
enum MissingRuntime {
    /// An error at the annotation of each annotated protocol of `sources`, in target `target`.
    static func diagnostics(for sources: [SourceFile], target: String) -> [Diagnostic] {
        sources.filter { $0.containsAnnotation() }.flatMap { source in
            DeclarationParser.parse(source).model.protocols.compactMap { declaration in
                declaration.annotation.map {
                    Diagnostic(.error, message(target: target, protocol: declaration.name), at: $0.location)
                }
            }
        }
    }

    private static func message(target: String, protocol name: String) -> String {
        "target '\(target)' applies CrosscutPlugin but does not depend on the Crosscut library, which the "
            + "decorators of '\(name)' call: add .product(name: \"Crosscut\", package: \"Crosscut\") to the "
            + "target's dependencies in Package.swift"
    }
}
