/// Logging: one event per call, named `Service.member`, with the arguments (redacted where
/// marked), the outcome and the duration, through `EventLogger.logCall`.
struct LoggingEmitter: ConcernEmitter {
    let concern = ConcernKind.logging
    let typeNamePrefix = "Logging"
    let helperName = "withLogging"
    let summary = "Logs every call: its arguments (redacted where marked), outcome and duration."

    func acts(on access: Access) -> Bool { true }

    /// The switch, then the logger's level: when the level drops the call's event, the call
    /// forwards without reading the clock.
    func guardCondition(for access: Access) -> String {
        RuntimeNames.isEnabled(enabledFlag) + ", " + RuntimeNames.logsCalls(thatCanThrow: access.canThrow)
    }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        writer.reportCall(of: access, through: RuntimeNames.logCall, with: argumentsArgument(access))
    }

    /// `arguments: ["id": Crosscut.EventValue(describing: id)]`, or `arguments: [:]`, built in one string.
    private func argumentsArgument(_ access: Access) -> String {
        guard !access.loggedArguments.isEmpty else { return "arguments: [:]" }
        var argument = "arguments: ["
        for (index, logged) in access.loggedArguments.enumerated() {
            if index > 0 { argument += ", " }
            argument.appendQuoted(logged.key)
            argument += ": "
            argument += logged.value
        }
        argument += "]"
        return argument
    }
}

extension String {
    /// The string as a Swift string literal.
    var quoted: String {
        var literal = ""
        literal.appendQuoted(self)
        return literal
    }

    /// Appends `text` as a Swift string literal.
    mutating func appendQuoted(_ text: String) {
        append("\"")
        if text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
            for character in text {
                switch character {
                case "\\": append("\\\\")
                case "\"": append("\\\"")
                default: append(character)
                }
            }
        } else {
            append(text)
        }
        append("\"")
    }
}
