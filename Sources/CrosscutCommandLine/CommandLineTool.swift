import CrosscutGenerator
import Foundation

/// `crosscut`'s entry point: parses the arguments and runs the command.
///
/// Both executables that ship the tool — the `crosscut` product and the plugins' `CrosscutTool` —
/// are one line: `CommandLineTool.main()`.
public struct CommandLineTool {
    /// Runs the command named by the process's arguments and exits with its status.
    public static func main() -> Never {
        exit(CommandLineTool().run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    func run(_ arguments: [String]) -> ExitStatus {
        do throws(UsageError) {
            switch try ArgumentParser.parse(arguments) {
            case .help:
                Console.output(Usage.text + "\n")
                return .success
            case .version:
                Console.output("crosscut \(Generator.version)\n")
                return .success
            case .generate(let options):
                return try GenerateCommand(options: options).run()
            case .inspect(let options):
                return try InspectCommand(options: options).run()
            case .concerns:
                return ConcernsCommand().run()
            }
        } catch {
            Console.failure(error.message)
            Console.error("Run 'crosscut --help' for usage.\n")
            return .usage
        }
    }
}
