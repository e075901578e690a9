/// Logging: one event per call, named `Service.member`, with the arguments (redacted where
/// ``RedactedArguments`` says), the outcome and the duration, through `EventLogger.logCall`.
struct LoggingEmitter: ConcernEmitter {
    var locals: Set<String> { CodeWriter.reportCallLocals }

    func acts(on access: Access) -> Bool { true }

    /// The logger's level: when it drops the call's event, the call forwards without reading the clock.
    func condition(for access: Access) -> String? { RuntimeNames.logsCalls(thatCanThrow: access.canThrow) }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        let logged = loggedArguments(of: access)
        writer.reportCall(of: access) { outcome, duration in
            var arguments = [access.serviceArgument, access.memberArgument, Self.argumentsArgument(logged)]
            // A redacted argument the event leaves out may still be quoted by the error's message.
            if access.hasRedactedArguments && !logged.contains(where: \.isRedacted) {
                arguments.append(RuntimeNames.hasRedactedArguments)
            }
            return (RuntimeNames.logCall, arguments + ["outcome: " + outcome, "duration: " + duration])
        }
    }

    /// One argument of the event: its key, and the expression of its `EventValue`.
    private struct LoggedArgument {
        var key: String
        var value: String
        var isRedacted: Bool
    }

    /// Every argument that can be described (closures, packs and `sending` values cannot), and a
    /// setter's `newValue`: redacted, not described (noncopyable), or as it describes itself.
    private func loggedArguments(of access: Access) -> [LoggedArgument] {
        let redacted = access.options.redactedArguments
        var logged: [LoggedArgument] = []
        func append(_ key: String, _ expression: String) {
            let isRedacted = redacted.contains(key)
            let value = isRedacted ? RuntimeNames.redacted(expression) : RuntimeNames.described(expression)
            logged.append(LoggedArgument(key: key, value: value, isRedacted: isRedacted))
        }
        for parameter in access.arguments {
            let shape = parameter.shape
            if shape.reasonNotLogged != nil { continue }
            guard !parameter.isNoncopyable else {
                logged.append(LoggedArgument(key: parameter.key, value: RuntimeNames.notDescribed, isRedacted: false))
                continue
            }
            append(parameter.key, shape.isSelf ? parameter.name + ".decoratee" : parameter.copied)
        }
        if access.kind == .setter { append("newValue", "newValue") }
        return logged
    }

    /// `arguments: ["id": Crosscut.EventValue(describing: id)]`, or `arguments: [:]`, built in one string.
    private static func argumentsArgument(_ logged: [LoggedArgument]) -> String {
        guard !logged.isEmpty else { return "arguments: [:]" }
        var argument = "arguments: ["
        for (index, entry) in logged.enumerated() {
            if index > 0 { argument += ", " }
            argument.appendQuoted(entry.key)
            argument += ": " + entry.value
        }
        return argument + "]"
    }
}

extension TypeShape {
    /// Why a logging decorator leaves an argument of this type out of its event (a closure, a
    /// parameter pack, a value given away with `sending`), or `nil` when it logs it.
    var reasonNotLogged: String? {
        if isFunction || isOptionalFunction { return "a closure" }
        if isPack { return "a parameter pack" }
        if isSending { return "given away with 'sending'" }
        return nil
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
