/// Logging: one event per call, named `Service.member`, with the arguments (redacted where
/// marked), the outcome and the duration, through `EventLogger.logCall`.
struct LoggingEmitter: ConcernEmitter {
    var locals: Set<String> { CodeWriter.reportCallLocals }

    func acts(on access: Access) -> Bool { true }

    /// The logger's level: when it drops the call's event, the call forwards without reading the clock.
    func condition(for access: Access) -> String? { RuntimeNames.logsCalls(thatCanThrow: access.canThrow) }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        writer.reportCall(of: access) { outcome, duration in
            (
                RuntimeNames.logCall,
                [
                    access.serviceArgument, access.memberArgument, argumentsArgument(access), "outcome: " + outcome,
                    "duration: " + duration,
                ]
            )
        }
    }

    /// `arguments: ["id": Crosscut.EventValue(describing: id)]`, or `arguments: [:]`, built in one
    /// string: every argument that can be described (closures, packs and `sending` values cannot),
    /// and a setter's `newValue`.
    private func argumentsArgument(_ access: Access) -> String {
        let redacted = access.options.logging.redactedParameters
        var argument = "arguments: ["
        var isEmpty = true
        func append(_ key: String, _ value: String) {
            if !isEmpty { argument += ", " }
            isEmpty = false
            argument.appendQuoted(key)
            argument += ": "
            argument += value
        }
        for parameter in access.arguments {
            let shape = parameter.shape
            if shape.isFunction || shape.isOptionalFunction || shape.isPack || shape.isSending { continue }
            guard !parameter.isNoncopyable else {
                append(parameter.key, RuntimeNames.notDescribed)
                continue
            }
            let value = shape.isSelf ? parameter.name + ".decoratee" : parameter.copied
            append(parameter.key, Self.loggedValue(value, redacted: redacted.contains(parameter.key)))
        }
        if access.kind == .setter {
            append("newValue", Self.loggedValue("newValue", redacted: redacted.contains("newValue")))
        }
        return isEmpty ? "arguments: [:]" : argument + "]"
    }

    /// The value's `EventValue`: as it describes itself, or redacted.
    private static func loggedValue(_ expression: String, redacted: Bool) -> String {
        redacted ? RuntimeNames.redacted(expression) : RuntimeNames.described(expression)
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
