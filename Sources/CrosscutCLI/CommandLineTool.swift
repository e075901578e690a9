/// `crosscut`'s entry point: parses the arguments and runs the command.
struct CommandLineTool {
    func run(_ arguments: [String]) -> ExitStatus {
        do throws(UsageError) {
            switch try ArgumentParser.parse(arguments) {
            case .help:
                Console.output(Usage.text + "\n")
                return .success
            case .generate(let options):
                return try GenerateCommand(options: options).run()
            case .inspect(let options):
                return try InspectCommand(options: options).run()
            }
        } catch {
            Console.failure(error.message)
            Console.error("Run 'crosscut --help' for usage.\n")
            return .usage
        }
    }
}
