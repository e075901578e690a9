import CrosscutGenerator
import Foundation

/// `crosscut inspect`: prints what the parser found in each input, as a JSON array of models
/// (pretty-printed, keys sorted, so that the output is stable and diffable).
struct InspectCommand {
    var options: InspectOptions

    func run() throws(UsageError) -> ExitStatus {
        let sources = try SourceLoader().load(options.inputs)
        var models: [SourceModel] = []
        var hasErrors = false
        for source in sources {
            let parsed = DeclarationParser.parse(source)
            models.append(parsed.model)
            for diagnostic in parsed.diagnostics {
                Console.error("\(diagnostic)\n")
                hasErrors = hasErrors || diagnostic.severity == .error
            }
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
}
