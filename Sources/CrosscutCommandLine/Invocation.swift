import CrosscutGenerator

/// What the command line asks for.
enum Invocation: Equatable {
    case help
    /// `--version`: the version every generated file's header names.
    case version
    case generate(GenerateOptions)
    case inspect(InspectOptions)
    case concerns
}

/// `crosscut generate`'s options.
struct GenerateOptions: Equatable {
    var outputDirectory: String
    var inputs: InputList
    /// `--combine NAME`: one file of that name for all inputs instead of one per input.
    var combinedName: String?
    var prune = false
    /// `--dependency-file-list MODULE=PATH`: the modules the inputs' module depends on, read for
    /// parents only.
    var dependencies: [DependencyList] = []
    /// `--other-package-file-list MODULE=PATH`: the modules of other packages the inputs' module
    /// depends on, read for their public parent protocols only.
    var otherPackages: [DependencyList] = []
    /// `--without-runtime TARGET`: the plugin's target does not depend on the `Crosscut` library, so
    /// each annotation is an error that says so, and nothing is generated.
    var targetWithoutRuntime: String?
    /// `--committed COMMAND`: files committed to the package and compiled elsewhere, which `COMMAND`
    /// writes again (``Generator/Output``).
    var output = Generator.Output.rebuiltByEveryBuild
}

/// A module the inputs' module depends on, and the file that lists its files.
struct DependencyList: Equatable {
    var module: String
    var fileList: String

    init(module: String, fileList: String) {
        self.module = module
        self.fileList = fileList
    }

    /// Reads `MODULE=PATH`, the value of `option`.
    init(_ value: String, option: String) throws(UsageError) {
        let parts = value.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !parts[0].contains("/") else {
            throw UsageError("'\(option)' takes MODULE=PATH, for example 'Instruments=deps.txt'")
        }
        self.init(module: String(parts[0]), fileList: String(parts[1]))
    }
}

/// `crosscut inspect`'s options.
struct InspectOptions: Equatable {
    /// What `inspect` prints.
    enum Format: Equatable {
        /// `--json`: the parsed model.
        case json
        /// `--arguments`: what the logging decorators write of each argument.
        case arguments
    }

    var inputs: InputList
    var format = Format.json
}

/// Input files: named on the command line and in `--file-list` files.
struct InputList: Equatable {
    var paths: [String] = []
    var fileLists: [String] = []

    var isEmpty: Bool { paths.isEmpty && fileLists.isEmpty }
}
