/// Timeout: members that are `async` and throw run each attempt through `Concerns.timingOut`,
/// with the member's or protocol's limit when the annotation gives one; members ``TimeoutRules``
/// finds it cannot time out forward untouched.
struct TimeoutEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    var runtimeTypes: [RuntimeNames.TypeName] { [] }

    /// Runs one attempt of a call under a deadline.
    private static let timingOut = "concerns.timingOut"

    func acts(on invocation: Invocation) -> Bool {
        invocation.kind != .setter
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        var arguments = [invocation.serviceArgument, invocation.memberArgument]
        if let seconds = invocation.options.timeout.seconds { arguments.insert("after: .seconds(\(seconds))", at: 0) }
        writer.runCall(of: invocation, through: Self.timingOut, arguments)
    }
}
