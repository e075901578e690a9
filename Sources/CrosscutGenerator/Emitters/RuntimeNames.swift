/// The names of the Crosscut runtime that every decorator and the helpers several concerns share
/// spell: with the names each concern's emitter declares (``ConcernEmitter/runtimeTypes``, and its
/// calls beside it), the contract between the generator and `Sources/Crosscut`. A runtime change
/// that renames one of these changes it where it is declared, and the goldens show every line it
/// touches.
///
/// Types are qualified with the module (`Crosscut.Concerns`), so that a user's own type of the same
/// name never changes what a generated file means.
enum RuntimeNames {
    /// The runtime module.
    static let module = "Crosscut"

    /// A runtime type the generated code names, with its kind: a scoped import must say it
    /// (`public import struct Crosscut.Concerns`).
    struct TypeName {
        var kind: String
        var name: String
        /// `Crosscut.Concerns`.
        var qualified: String { RuntimeNames.module + "." + name }
    }

    /// What every decorator and composition helper takes.
    static let concerns = TypeName(kind: "struct", name: "Concerns")
    /// A call's outcome, as the bodies ``CodeWriter/reportCall(of:_:)`` writes report it.
    static let callOutcome = TypeName(kind: "enum", name: "CallOutcome")
    /// An argument's value beside the call, as ``CallArguments`` writes it.
    static let eventValue = TypeName(kind: "enum", name: "EventValue")

    /// The types of `candidates` that `code` names, qualified (`Crosscut.CircuitBreaker`), in the
    /// order of their names: what a generated file imports.
    static func types(_ candidates: [TypeName], namedIn code: String) -> [TypeName] {
        let named = qualifiedNames(in: code)
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }.filter {
            named.contains($0.name)
        }
    }

    /// The names written after `Crosscut.` in `code`, read in one pass over its bytes: `Concerns` for
    /// `Crosscut.Concerns(`. A name that runs into a byte outside ASCII is read whole, so it matches none: every runtime
    /// name is ASCII, and what follows may be a letter or a combining mark that makes it another.
    private static func qualifiedNames(in code: String) -> Set<String> {
        var code = code
        return code.withUTF8 { bytes in
            var names: Set<String> = []
            let prefix = FixedWord("Crosscut.")  // `module` and the period after it
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "C"), prefix.isSpelled(in: bytes, at: index) else {
                    index += 1
                    continue
                }
                let start = index + prefix.count
                var end = start
                while end < bytes.count, Byte.isIdentifierBody(bytes[end]) { end += 1 }
                // A name running into a byte outside ASCII is another name than any runtime one.
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                index = end
            }
            return names
        }
    }

    // What decorators call on their `concerns`.

    /// `concerns.isEnabled(.logging)`: whether a concern's switch is on.
    static func isEnabled(_ flag: String) -> String { "concerns.isEnabled(\(flag))" }
    /// The stopwatch's reading that starts and ends a call's duration.
    static let stopwatchNow = "concerns.stopwatch.now()"
    /// A sensitive argument's value as the logger's redaction writes it.
    static func redacted(_ expression: String) -> String { "concerns.logger.redaction.redact(\(expression))" }
    /// An argument's value as it describes itself.
    static func described(_ expression: String) -> String { eventValue.qualified + "(describing: \(expression))" }
    /// An argument that cannot be copied to be described.
    static let notDescribed = eventValue.qualified + ".notDescribed"
    /// Tells `logCall`, `tracing` and `retrying` that an argument of the call is logged redacted.
    static let hasRedactedArguments = "hasRedactedArguments: true"
    /// Tells `retrying` how to find out whether an argument of the call holds a secret.
    static func hasRedactedArguments(when check: String) -> String { "hasRedactedArguments: " + check }
}
