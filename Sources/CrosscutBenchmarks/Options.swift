/// What the command line asked for.
///
/// ```
/// crosscut-benchmarks [all|decorators|cache|metrics|memory|generator] [--quick] [--rounds N] [--round-ms N]
/// crosscut-benchmarks generator-process --crosscut PATH [--crosscut PATH ...] [--megabytes N] [--runs N]
/// crosscut-benchmarks profile VARIANT [--iterations N]
/// crosscut-benchmarks list
/// ```
struct Options: Sendable {
    enum Mode: String, Sendable, CaseIterable {
        case all, decorators, cache, metrics, memory, generator
        case generatorProcess = "generator-process"
        case profile, list
        /// Internal: one memory measurement in a fresh process (see ``ChildProcess``).
        case child
    }

    var mode = Mode.all
    var quick = false
    var rounds = 15
    var roundMilliseconds = 20
    var crosscutPaths: [String] = []
    var megabytes = 50
    var runs = 5
    var iterations = 10_000_000
    /// The positional arguments after the mode (the variant for `profile`, the task for `child`).
    var arguments: [String] = []

    static let usage = """
        usage: crosscut-benchmarks [all|decorators|cache|metrics|memory|generator] [--quick] [--rounds N] [--round-ms N]
               crosscut-benchmarks generator-process --crosscut PATH [--crosscut PATH ...] [--megabytes N] [--runs N]
               crosscut-benchmarks profile VARIANT [--iterations N]   (one variant, untimed, for valgrind/perf)
               crosscut-benchmarks list                                (the variants' names)
        """

    init(_ arguments: [String]) throws(OptionsError) {
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            guard let mode = Mode(rawValue: first) else { throw OptionsError("unknown mode '\(first)'") }
            self.mode = mode
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--rounds": rounds = try Self.number(after: argument, in: &remaining)
            case "--round-ms": roundMilliseconds = try Self.number(after: argument, in: &remaining)
            case "--megabytes": megabytes = try Self.number(after: argument, in: &remaining)
            case "--runs": runs = try Self.number(after: argument, in: &remaining)
            case "--iterations": iterations = try Self.number(after: argument, in: &remaining)
            case "--crosscut": crosscutPaths.append(try Self.value(after: argument, in: &remaining))
            case "-h", "--help": throw OptionsError(nil)
            default:
                guard !argument.hasPrefix("-") else { throw OptionsError("unknown option '\(argument)'") }
                self.arguments.append(argument)
            }
        }
        if mode == .generatorProcess && crosscutPaths.isEmpty {
            throw OptionsError("generator-process needs --crosscut PATH (for example .build/debug/crosscut)")
        }
        if mode == .profile && self.arguments.count != 1 {
            throw OptionsError("profile needs one variant name; `list` prints them")
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
