import CrosscutGenerator
import Foundation

/// `crosscut generate`: runs the generator over all inputs at once (a protocol may inherit from one
/// declared in another file) and writes its files.
struct GenerateCommand {
    var options: GenerateOptions

    func run() throws(UsageError) -> ExitStatus {
        let sources = try SourceLoader().load(options.inputs)
        let result = Generator().generate(sources)
        for diagnostic in result.diagnostics {
            Console.error("\(diagnostic)\n")
        }
        let writer = OutputWriter(directory: URL(fileURLWithPath: options.outputDirectory, isDirectory: true))
        do {
            _ = try writer.write(outputs(for: sources, result: result), prune: options.prune)
        } catch {
            Console.failure(error.description)
            return .failure
        }
        return result.hasErrors ? .failure : .success
    }

    /// The generator's files, plus (with `--placeholders`) an empty file for each input that
    /// produced none, so that every input `NAME.swift` has its `NAME+Crosscut.swift`.
    private func outputs(for sources: [SourceFile], result: GenerationResult) -> [(name: String, contents: String)] {
        var outputs = result.files.map { (name: $0.name, contents: $0.contents) }
        guard options.placeholders else { return outputs }
        var produced = Set(outputs.map(\.name))
        for source in sources {
            let name = GeneratedHeader.outputName(forInput: source.path)
            if produced.insert(name).inserted {
                outputs.append((name: name, contents: GeneratedHeader.placeholder(forInput: source.path)))
            }
        }
        return outputs
    }
}
