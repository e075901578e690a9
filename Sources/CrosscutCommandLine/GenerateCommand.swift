import CrosscutGenerator
import Foundation

/// `crosscut generate`: runs the generator over all inputs at once (a protocol may inherit from one
/// declared in another file) and writes its files.
struct GenerateCommand {
    var options: GenerateOptions

    func run() throws(UsageError) -> ExitStatus {
        let loader = SourceLoader()
        let sources = try loader.load(options.inputs)
        let inputPaths = Set(sources.map(\.path))
        var dependencies: [DependencyModule] = []
        for dependency in options.dependencies {
            let files = try loader.load(InputList(fileLists: [dependency.fileList]))
            dependencies.append(
                DependencyModule(name: dependency.module, files: files.filter { !inputPaths.contains($0.path) }))
        }
        let result =
            options.targetWithoutRuntime.map {
                GenerationResult(diagnostics: MissingRuntime.diagnostics(for: sources, target: $0))
            }
            ?? Generator(output: options.output).generate(
                sources, dependencies: dependencies)
        for diagnostic in result.diagnostics {
            Console.error("\(diagnostic)\n")
        }
        let writer = OutputWriter(directory: URL(fileURLWithPath: options.outputDirectory, isDirectory: true))
        do {
            _ = try writer.write(outputs(of: result), prune: options.prune)
        } catch {
            Console.failure(error.description)
            return .failure
        }
        return result.hasErrors ? .failure : .success
    }

    /// The generator's files, one per input that declares annotated protocols; or with `--combine`
    /// all of them in one file, which exists (empty but valid) even when nothing is annotated, so
    /// that the build-tool plugin can declare it without reading the sources.
    private func outputs(of result: GenerationResult) -> [(name: String, contents: String)] {
        let files = result.files.map { (name: $0.name, contents: $0.contents) }
        guard let combinedName = options.combinedName else { return files }
        let sourceNames = files.map { (name: GeneratedHeader.sourceName(ofOutput: $0.name), contents: $0.contents) }
        return [(name: combinedName, contents: CombinedFile(files: sourceNames, output: options.output).contents)]
    }
}
