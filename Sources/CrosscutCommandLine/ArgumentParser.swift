import CrosscutGenerator

/// Turns `crosscut`'s arguments into an ``Invocation``.
///
/// Options take their value as the next argument or after `=` (`--output-dir=out`); `--` ends the
/// options, so that a file may start with `-`.
struct ArgumentParser {
    private var arguments: [String]
    private var index = 0

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var parser = ArgumentParser(arguments)
        return try parser.parseInvocation()
    }

    private mutating func parseInvocation() throws(UsageError) -> Invocation {
        guard let command = next() else {
            throw UsageError("missing command: expected 'generate', 'inspect' or 'concerns'")
        }
        switch command {
        case "-h", "--help", "help":
            return .help
        case "--version":
            return .version
        case "generate":
            return try parseGenerate()
        case "inspect":
            return try parseInspect()
        case "concerns":
            return try parseConcerns()
        default:
            if command.hasPrefix("-") { throw UsageError("unknown option '\(command)'") }
            throw UsageError("unknown command '\(command)': expected 'generate', 'inspect' or 'concerns'")
        }
    }

    private mutating func parseGenerate() throws(UsageError) -> Invocation {
        var outputDirectory: String?
        var inputs = InputList()
        var combinedName: String?
        var prune = false
        var dependencies: [DependencyList] = []
        var otherPackages: [DependencyList] = []
        var targetWithoutRuntime: String?
        var output = Generator.Output.rebuiltByEveryBuild
        while let argument = next() {
            switch try option(argument) {
            case .help: return .help
            case .valued("--combine", let value):
                guard !value.contains("/") else { throw UsageError("'--combine' takes a file name, not a path") }
                combinedName = value
            case .flag("--prune"): prune = true
            case .valued("--committed", let value): output = .committed(regeneratedBy: value)
            case .valued("--output-dir", let value):
                if outputDirectory != nil { throw UsageError("'--output-dir' given twice") }
                outputDirectory = value
            case .valued("--file-list", let value): inputs.fileLists.append(value)
            case .valued("--dependency-file-list", let value):
                dependencies.append(try DependencyList(value, option: "--dependency-file-list"))
            case .valued("--other-package-file-list", let value):
                otherPackages.append(try DependencyList(value, option: "--other-package-file-list"))
            case .valued("--without-runtime", let value): targetWithoutRuntime = value
            case .file(let path): inputs.paths.append(path)
            case .endOfOptions: inputs.paths.append(contentsOf: rest())
            default: throw UsageError("unknown option '\(argument)' for 'generate'")
            }
        }
        guard let outputDirectory else { throw UsageError("'generate' needs '--output-dir DIR'") }
        guard !inputs.isEmpty else { throw UsageError("'generate' needs input files or '--file-list PATH'") }
        return .generate(
            GenerateOptions(
                outputDirectory: outputDirectory, inputs: inputs, combinedName: combinedName, prune: prune,
                dependencies: dependencies, otherPackages: otherPackages, targetWithoutRuntime: targetWithoutRuntime,
                output: output))
    }

    private mutating func parseInspect() throws(UsageError) -> Invocation {
        var inputs = InputList()
        var format = InspectOptions.Format.json
        while let argument = next() {
            switch try option(argument) {
            case .help: return .help
            case .flag("--json"): format = .json
            case .flag("--arguments"): format = .arguments
            case .valued("--file-list", let value): inputs.fileLists.append(value)
            case .file(let path): inputs.paths.append(path)
            case .endOfOptions: inputs.paths.append(contentsOf: rest())
            default: throw UsageError("unknown option '\(argument)' for 'inspect'")
            }
        }
        guard !inputs.isEmpty else { throw UsageError("'inspect' needs input files or '--file-list PATH'") }
        return .inspect(InspectOptions(inputs: inputs, format: format))
    }

    private mutating func parseConcerns() throws(UsageError) -> Invocation {
        guard let argument = next() else { return .concerns }
        if try option(argument) == .help { return .help }
        throw UsageError("'concerns' takes no arguments")
    }

    private enum Option: Equatable {
        case help
        case flag(String)
        case valued(String, String)
        case file(String)
        case endOfOptions
    }

    private static let valuedOptions: Set<String> = [
        "--output-dir", "--file-list", "--dependency-file-list", "--other-package-file-list", "--combine",
        "--without-runtime", "--committed",
    ]

    /// Classifies `argument`, taking the next argument as the value of an option that needs one.
    private mutating func option(_ argument: String) throws(UsageError) -> Option {
        if argument == "--" { return .endOfOptions }
        if argument == "-h" || argument == "--help" { return .help }
        guard argument.hasPrefix("-"), argument != "-" else { return .file(argument) }
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard Self.valuedOptions.contains(name) else {
            if parts.count > 1 { throw UsageError("option '\(name)' takes no value") }
            return .flag(name)
        }
        let value: String
        if parts.count > 1 {
            value = String(parts[1])
        } else if let following = next(), !following.hasPrefix("--") {
            value = following
        } else {
            throw UsageError("option '\(name)' needs a value")
        }
        guard !value.isEmpty else { throw UsageError("option '\(name)' needs a non-empty value") }
        return .valued(name, value)
    }

    private mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    private mutating func rest() -> [String] {
        defer { index = arguments.count }
        return Array(arguments[index...])
    }
}
