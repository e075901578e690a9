/// Decides whether a caller may make a call: ordinary Swift, synchronous, composable.
///
/// ```swift
/// let policy = AccessPolicy.rolesIncludePermission.or(
///     AccessPolicy { caller, request in caller.claims["plan"] == "premium" && request.permission == "sessions.premium" })
/// let concerns = Concerns(accessPolicy: policy)
/// ```
public struct AccessPolicy: Sendable {
    private let decide: @Sendable (Caller, AccessRequest) -> Bool
    /// Whether the policy reads ``AccessRequest/arguments``: when it does not, a call's arguments are
    /// not gathered for it, and an allowed call allocates nothing.
    public let readsArguments: Bool
    /// Whether this is ``rolesIncludePermission``, the default of ``Concerns/accessPolicy``.
    private(set) var isDefault = false

    /// A policy that grants a request when `decide` returns `true`.
    ///
    /// - Parameters:
    ///   - readsArguments: Whether `decide` reads the request's arguments; when `false`, they are
    ///     empty.
    ///   - decide: The rule.
    public init(
        readsArguments: Bool = true,
        _ decide: @escaping @Sendable (_ caller: Caller, _ request: AccessRequest) -> Bool
    ) {
        self.readsArguments = readsArguments
        self.decide = decide
    }

    /// Whether `caller` may make `request`.
    public func grants(_ caller: Caller, _ request: AccessRequest) -> Bool {
        decide(caller, request)
    }

    /// Grants a permission that the caller's ``Caller/roles`` include: the default.
    public static let rolesIncludePermission: AccessPolicy = {
        var policy = AccessPolicy(readsArguments: false) { caller, request in caller.roles.contains(request.permission)
        }
        policy.isDefault = true
        return policy
    }()

    /// Grants every caller everything; a caller is still needed.
    public static let grantsEveryCaller = AccessPolicy(readsArguments: false) { _, _ in true }

    /// Grants what every one of `policies` grants (none: everything).
    public static func all(of policies: [AccessPolicy]) -> AccessPolicy {
        AccessPolicy(readsArguments: policies.contains(where: \.readsArguments)) { caller, request in
            policies.allSatisfy { $0.grants(caller, request) }
        }
    }

    /// Grants what at least one of `policies` grants (none: nothing).
    public static func any(of policies: [AccessPolicy]) -> AccessPolicy {
        AccessPolicy(readsArguments: policies.contains(where: \.readsArguments)) { caller, request in
            policies.contains { $0.grants(caller, request) }
        }
    }

    /// Grants what `policy` denies.
    public static func not(_ policy: AccessPolicy) -> AccessPolicy {
        AccessPolicy(readsArguments: policy.readsArguments) { caller, request in !policy.grants(caller, request) }
    }

    /// Grants what both this policy and `other` grant.
    public func and(_ other: AccessPolicy) -> AccessPolicy { .all(of: [self, other]) }

    /// Grants what this policy or `other` grants.
    public func or(_ other: AccessPolicy) -> AccessPolicy { .any(of: [self, other]) }
}
