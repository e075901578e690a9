/// Logging: one event per call, named `Service.member`, with the arguments (redacted where
/// ``RedactedArguments`` says), the outcome and the duration, through `EventLogger.logCall`.
struct LoggingEmitter: ConcernEmitter {
    var locals: Set<String> { CodeWriter.reportCallLocals }

    var runtimeTypes: [RuntimeNames.TypeName] { [RuntimeNames.callOutcome, RuntimeNames.eventValue] }

    /// Whether the logger records calls at the level of their outcome.
    private static func logsCalls(thatCanThrow: Bool) -> String {
        "concerns.logger.logsCalls(thatCanThrow: \(thatCanThrow))"
    }

    /// Records one call's event.
    private static let logCall = "concerns.logger.logCall"

    func acts(on invocation: Invocation) -> Bool { true }

    /// The logger's level: when it drops the call's event, the call forwards without reading the clock.
    func condition(for invocation: Invocation) -> String? { Self.logsCalls(thatCanThrow: invocation.canThrow) }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let logged = CallArguments(of: invocation)
        writer.reportCall(of: invocation) { outcome, duration in
            var arguments = [invocation.serviceArgument, invocation.memberArgument, logged.argument]
            if logged.leavesOutRedactedArgument { arguments.append(RuntimeNames.hasRedactedArguments) }
            return (Self.logCall, arguments + ["outcome: " + outcome, "duration: " + duration])
        }
    }
}
