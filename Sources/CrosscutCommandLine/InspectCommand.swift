import CrosscutGenerator
import Foundation

/// `crosscut inspect`: prints what the parser found in each input, as a JSON array of models
/// (pretty-printed, keys sorted, so that the output is stable and diffable); with `--arguments`,
/// what the logging decorators write of each argument (``LoggedArgumentsReport``).
struct InspectCommand {
    var options: InspectOptions

    func run() throws(UsageError) -> ExitStatus {
        let sources = try SourceLoader().load(options.inputs)
        switch options.format {
        case .json: return printModels(of: sources)
        case .arguments: return printLoggedArguments(of: sources)
        }
    }

    private func printModels(of sources: [SourceFile]) -> ExitStatus {
        var models: [SourceModel] = []
        var hasErrors = false
        for source in sources {
            let parsed = DeclarationParser.parse(source)
            models.append(parsed.model)
            hasErrors = report(parsed.diagnostics) || hasErrors
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            Console.output(String(decoding: try encoder.encode(models), as: UTF8.self) + "\n")
        } catch {
            Console.failure("cannot encode the models: \(error)")
            return .failure
        }
        return hasErrors ? .failure : .success
    }

    private func printLoggedArguments(of sources: [SourceFile]) -> ExitStatus {
        let (protocols, diagnostics) = Generator().loggedArguments(sources)
        let hasErrors = report(diagnostics)
        Console.output(LoggedArgumentsReport.text(of: protocols))
        return hasErrors ? .failure : .success
    }

    /// Prints `diagnostics` to standard error; whether one is an error.
    private func report(_ diagnostics: [Diagnostic]) -> Bool {
        for diagnostic in diagnostics { Console.error("\(diagnostic)\n") }
        return diagnostics.contains { $0.severity == .error }
    }
}
