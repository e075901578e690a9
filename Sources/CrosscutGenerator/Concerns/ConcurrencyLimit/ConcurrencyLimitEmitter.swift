/// Concurrency limit: members that are `async` and throw run through `Concerns.limitingConcurrency`
/// with the limiter the decorator resolves once per member — the service's, the member's own or the
/// group's; members ``ConcurrencyLimitRules`` finds it cannot limit forward untouched.
struct ConcurrencyLimitEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    var runtimeTypes: [RuntimeNames.TypeName] { [Self.limiter, Self.policy] }

    /// The limiter a member's calls take a place under.
    private static let limiter = RuntimeNames.TypeName(kind: "class", name: "ConcurrencyLimiter")
    /// The limit an annotation writes.
    private static let policy = RuntimeNames.TypeName(kind: "struct", name: "ConcurrencyLimitPolicy")
    /// Resolves a limiter, once.
    private static let resolveLimiter = "concerns.concurrencyLimiter"
    /// Runs a call once it has a place.
    private static let limitingConcurrency = "concerns.limitingConcurrency"

    var asyncLeavesSwitchToHelper: Bool { true }

    func acts(on invocation: Invocation) -> Bool {
        invocation.kind != .setter && invocation.options.concurrencyLimit.limit != nil
    }

    func handle(for invocation: Invocation) -> ConcernHandle? {
        ConcernHandle(
            suffix: "Limiter", type: Self.limiter.qualified,
            summary: "The concurrency limiter each member's calls take a place under, resolved once.",
            resolver: Self.resolveLimiter, arguments: resolverArguments(for: invocation))
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let limiter = handle ?? "\(Self.resolveLimiter)(\(resolverArguments(for: invocation).joined(separator: ", ")))"
        writer.runCall(
            of: invocation, through: Self.limitingConcurrency,
            ["with: " + limiter, invocation.serviceArgument, invocation.memberArgument])
    }

    /// `named: "payments", policy: …` for a group's limiter, `service: "Catalog", policy: …` for the
    /// service's, and the member besides for a member's own.
    private func resolverArguments(for invocation: Invocation) -> [String] {
        let options = invocation.options.concurrencyLimit
        guard let limit = options.limit else { return [] }
        let policy = "policy: \(Self.policy.qualified)(\(limit.policyArguments))"
        if let group = limit.group { return ["named: " + group.quoted, policy] }
        return [invocation.serviceArgument] + (options.isOwn ? [invocation.memberArgument] : []) + [policy]
    }
}
