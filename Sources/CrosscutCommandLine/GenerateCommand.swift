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
        for list in options.dependencies {
            let files = try loader.load(InputList(fileLists: [list.fileList]))
            dependencies.append(
                DependencyModule(name: list.module, files: files.filter { !inputPaths.contains($0.path) }))
        }
        // Other packages' lists and files are read only if the generator asks for them (a missing
        // one then hides its protocols, as if it declared none).
        let otherPackages: @Sendable () -> [DependencyModule] = { [options] in
            let loader = SourceLoader()
            return options.otherPackages.map { list in
                let paths = (try? loader.paths(of: InputList(fileLists: [list.fileList]))) ?? []
                return DependencyModule(name: list.module, files: loader.readable(paths))
            }
        }
        let result =
            options.targetWithoutRuntime.map {
                GenerationResult(diagnostics: MissingRuntime.diagnostics(for: sources, target: $0))
            }
            ?? Generator(output: options.output).generate(
                sources, dependencies: dependencies, otherPackages: otherPackages)
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
