/// The program's command-line options.
///
/// ```swift
/// let options = try Options.parse(["--failure-rate", "0.5", "--seed", "7"])
/// ```
public struct Options: Sendable, Equatable {
    /// How the event log is written.
    public enum LogFormat: String, Sendable, Equatable, CaseIterable {
        /// One human-readable line per event.
        case console
        /// One JSON object per line.
        case json
    }

    /// The fraction of calls to the simulated remote that fail, 0 to 1.
    public var failureRate: Double = 0.3
    /// Fixes which remote calls fail and how long they take; nil picks one at random.
    public var seed: UInt64?
    /// How the event log is written.
    public var logFormat: LogFormat = .console
    /// Where the event log goes; nil means standard error.
    public var logFile: String?
    /// Whether the simulated remote answers without really waiting.
    public var instant = false
    /// Whether the user subscribes, and so sees the premium sessions.
    public var subscribed = false
    /// Whether to print the usage and stop.
    public var showHelp = false

    /// Creates the default options.
    public init() {}

    /// The usage text `--help` prints.
    public static let usage = """
        Usage: onboarding [options]

        The meditation app's onboarding: Welcome, Reason, Age, Recap.
        Keys: ↑/↓ change, Enter next, digits choose or type, ← back, q or Ctrl-C quit.
        When standard input is not a terminal, write one key per line: \(PipedKey.vocabulary).

        Options:
          --failure-rate RATE    fraction of catalog calls that fail, 0 to 1 (default 0.3)
          --seed N               fixes which calls fail and their latency (default: random)
          --log-format FORMAT    console or json (default console)
          --log-file PATH        write the event log to PATH instead of standard error
          --instant              the simulated remote answers at once
          --subscribed           the user subscribes and sees premium sessions
          -h, --help             show this help
        """

    /// Parses `arguments` (without the program's name).
    /// - Throws: ``OptionsError`` naming the first problem.
    public static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(OptionsError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw .missingValue(option: name)
                }
                return next
            }
            switch name {
            case "-h", "--help": options.showHelp = true
            case "--instant": options.instant = true
            case "--subscribed": options.subscribed = true
            case "--failure-rate":
                let text = try value()
                guard let rate = Double(text), (0...1).contains(rate) else {
                    throw .invalidValue(option: name, value: text, expected: "a number from 0 to 1, like 0.3")
                }
                options.failureRate = rate
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw .invalidValue(option: name, value: text, expected: "a whole number from 0, like 42")
                }
                options.seed = seed
            case "--log-format":
                let text = try value()
                guard let format = LogFormat(rawValue: text) else {
                    throw .invalidValue(option: name, value: text, expected: "console or json")
                }
                options.logFormat = format
            case "--log-file":
                let path = try value()
                guard !path.isEmpty else { throw .invalidValue(option: name, value: path, expected: "a file path") }
                options.logFile = path
            default:
                throw .unknownOption(argument)
            }
        }
        return options
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A problem with the command line, described so the user knows what to write instead.
public enum OptionsError: Error, Equatable, CustomStringConvertible {
    /// An option the program does not know.
    case unknownOption(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// An option whose value is not what it expects.
    case invalidValue(option: String, value: String, expected: String)

    /// The problem, in one line.
    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(option)'"
        case .missingValue(let option): "\(option) needs a value"
        case .invalidValue(let option, let value, let expected): "\(option) expects \(expected), not '\(value)'"
        }
    }
}
