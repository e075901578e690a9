/// Timeout: members that are `async` and throw run each attempt through `Concerns.timingOut`,
/// with the member's or protocol's limit when the annotation gives one; members ``TimeoutRules``
/// finds it cannot time out forward untouched.
struct TimeoutEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    var runtimeTypes: [RuntimeNames.TypeName] { [] }

    /// Runs one attempt of a call under a deadline.
    private static let timingOut = "concerns.timingOut"

    func acts(on access: Access) -> Bool {
        access.kind != .setter
    }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        var arguments = [access.serviceArgument, access.memberArgument]
        if let seconds = access.options.timeout.seconds { arguments.insert("after: .seconds(\(seconds))", at: 0) }
        writer.runCall(of: access, through: Self.timingOut, arguments)
    }
}
