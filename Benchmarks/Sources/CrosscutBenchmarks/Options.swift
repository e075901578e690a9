/// What the command line asked for.
///
/// ```
/// crosscut-benchmarks [COMPARISON ...] [--check] [--rounds N] [--round-ms N]
/// crosscut-benchmarks generator [--crosscut PATH ...] [--megabytes N] [--runs N]
/// crosscut-benchmarks profile "TITLE / VARIANT" [--iterations N]
/// crosscut-benchmarks list
/// ```
struct Options: Sendable {
    enum Mode: Sendable, Equatable {
        /// The decorator comparisons named (all when none is), or with `--check` their check and
        /// the generator's.
        case comparisons([String])
        case generator
        case profile(String)
        case list
        /// Internal: starts the executable and arguments given, waits for it, and prints what it
        /// measured of it on one line (see ``ProcessRun``).
        case measureProcess([String])
    }

    var mode = Mode.comparisons([])
    var check = false
    var rounds = 15
    var roundMilliseconds = 20
    var crosscutPaths: [String] = []
    var megabytes = 50
    var runs = 3
    var iterations = 10_000_000

    static let usage = """
        usage: crosscut-benchmarks [COMPARISON ...] [--rounds N] [--round-ms N]   (all comparisons when none is named)
               crosscut-benchmarks --check [--crosscut PATH]   (CI: results, allocations per call, the generator; no timing)
               crosscut-benchmarks generator [--crosscut PATH ...] [--megabytes N] [--runs N]
               crosscut-benchmarks profile "TITLE / VARIANT" [--iterations N]   (one variant, untimed, for valgrind/perf)
               crosscut-benchmarks list   (the comparisons and their variants)
        `--crosscut` defaults to the `crosscut` built beside this program
        (`swift build -c release --package-path Benchmarks --product crosscut`).
        """

    init(_ arguments: [String]) throws(OptionsError) {
        if arguments.first == "measure-process" {
            guard arguments.count >= 2 else { throw OptionsError("measure-process needs an executable") }
            mode = .measureProcess(Array(arguments.dropFirst()))
            return
        }
        var positional: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--check": check = true
            case "--rounds": rounds = try Self.number(after: argument, in: &remaining)
            case "--round-ms": roundMilliseconds = try Self.number(after: argument, in: &remaining)
            case "--megabytes": megabytes = try Self.number(after: argument, in: &remaining)
            case "--runs": runs = try Self.number(after: argument, in: &remaining)
            case "--iterations": iterations = try Self.number(after: argument, in: &remaining)
            case "--crosscut": crosscutPaths.append(try Self.value(after: argument, in: &remaining))
            case "-h", "--help": throw OptionsError(nil)
            default:
                guard !argument.hasPrefix("-") else { throw OptionsError("unknown option '\(argument)'") }
                positional.append(argument)
            }
        }
        switch positional.first {
        case "generator":
            guard positional.count == 1 else { throw OptionsError("generator takes no other argument") }
            mode = .generator
        case "profile":
            guard positional.count == 2 else { throw OptionsError("profile needs one variant; `list` prints them") }
            mode = .profile(positional[1])
        case "list":
            mode = .list
        default:
            mode = .comparisons(positional)
        }
    }

    private static func value(after option: String, in remaining: inout ArraySlice<String>) throws(OptionsError)
        -> String
    {
        guard let value = remaining.popFirst() else { throw OptionsError("\(option) needs a value") }
        return value
    }

    private static func number(after option: String, in remaining: inout ArraySlice<String>) throws(OptionsError)
        -> Int
    {
        let text = try value(after: option, in: &remaining)
        guard let number = Int(text), number > 0 else { throw OptionsError("\(option) needs a positive number") }
        return number
    }
}

/// A command line the program cannot run; `nil` message for `--help`.
struct OptionsError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
