/// Logging: one event per call, named `Service.member`, with the arguments (redacted where
/// marked), the outcome and the duration, through `Logger.logCall`.
struct LoggingEmitter: ConcernEmitter {
    let concern = ConcernKind.logging
    let typeNamePrefix = "Logging"
    let helperName = "withLogging"
    let enabledFlag = ".logging"
    let summary = "Logs every call: its arguments (redacted where marked), outcome and duration."

    func acts(on access: Access) -> Bool { true }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        writer.startTiming()
        writer.observeOutcome(of: access) { writer, outcome in
            writer.call(
                "concerns.logger.logCall",
                [
                    "service: \(access.service.quoted)",
                    "member: \(access.identity.quoted)",
                    "arguments: \(argumentsLiteral(access))",
                    "outcome: \(outcome)",
                    "duration: concerns.stopwatch.now() - start",
                ])
        }
    }

    private func argumentsLiteral(_ access: Access) -> String {
        guard !access.loggedArguments.isEmpty else { return "[:]" }
        return "[" + access.loggedArguments.map { "\($0.key.quoted): \($0.value)" }.joined(separator: ", ") + "]"
    }
}

extension String {
    /// The string as a Swift string literal.
    var quoted: String {
        var literal = "\""
        for character in self {
            switch character {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            default: literal.append(character)
            }
        }
        return literal + "\""
    }
}
