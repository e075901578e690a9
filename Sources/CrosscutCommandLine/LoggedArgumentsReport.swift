import CrosscutGenerator

/// `crosscut inspect --arguments`'s text: per protocol, per member, each argument and what its
/// log event field holds, the names aligned.
///
/// ```text
/// /app/Auth.swift:3:10: Auth
///   signIn(email:password:)
///     email     in clear
///     password  redacted: its name says 'password'
///   send(_:)
///     request  described, secrets inside redacted
/// ```
enum LoggedArgumentsReport {
    static func text(of protocols: [LoggedArguments]) -> String {
        guard !protocols.isEmpty else { return "No protocol annotated with 'logging'.\n" }
        var text = ""
        for logged in protocols {
            let location = logged.location
            text += "\(location.file):\(location.line):\(location.column): \(logged.protocolName)\n"
            if logged.members.isEmpty { text += "  (no member takes arguments)\n" }
            for member in logged.members {
                text += "  \(member.identity)\n"
                let width = member.arguments.map(\.name.count).max() ?? 0
                for argument in member.arguments {
                    let padding = String(repeating: " ", count: width - argument.name.count + 2)
                    text += "    \(argument.name)\(padding)\(describe(argument.logging))\n"
                }
            }
        }
        return text
    }

    private static func describe(_ logging: LoggedArguments.Logging) -> String {
        switch logging {
        case .inClear: "in clear"
        case .describedWithSecretsRedacted: "described, secrets inside redacted"
        case .redacted(let reason): "redacted: " + reason
        case .notLogged(let reason): "not logged: " + reason
        }
    }
}
