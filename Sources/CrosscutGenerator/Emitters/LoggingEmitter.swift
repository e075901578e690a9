/// Logging: one event per call, named `Service.member`, with the arguments (redacted where
/// marked), the outcome and the duration, through `Logger.logCall`.
struct LoggingEmitter: ConcernEmitter {
    let concern = ConcernKind.logging
    let typeNamePrefix = "Logging"
    let helperName = "withLogging"
    let summary = "Logs every call: its arguments (redacted where marked), outcome and duration."

    func acts(on access: Access) -> Bool { true }

    /// The switch, then the logger's level: when the level drops the call's event, the call
    /// forwards without reading the clock.
    func guardCondition(for access: Access) -> String {
        "concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: \(access.canThrow))"
    }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        writer.reportCall(
            of: access, through: "concerns.logger.logCall", with: ["arguments: \(argumentsLiteral(access))"])
    }

    private func argumentsLiteral(_ access: Access) -> String {
        guard !access.loggedArguments.isEmpty else { return "[:]" }
        return "[" + access.loggedArguments.map { "\($0.key.quoted): \($0.value)" }.joined(separator: ", ") + "]"
    }
}

extension String {
    /// The string as a Swift string literal.
    var quoted: String {
        if !utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
            return "\"" + self + "\""
        }
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
