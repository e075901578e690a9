import Crosscut
import Testing

/// Policies are ordinary Swift: the default reads the caller's roles, and policies compose.
@Suite struct AccessPolicyTests {
    private let request = AccessRequest(permission: "sessions.premium", serviceName: "Catalog", member: "premium()")
    private let premium = AccessPolicy(readsArguments: false) { caller, _ in caller.claims["plan"] == "premium" }
    private let member = Caller(id: "u1", roles: ["sessions.premium"], claims: ["plan": "free"])
    private let subscriber = Caller(id: "u2", claims: ["plan": "premium"])

    @Test func byDefaultAPermissionIsGrantedToACallerWhoseRolesIncludeIt() {
        #expect(AccessPolicy.rolesIncludePermission.grants(member, request))
        #expect(!AccessPolicy.rolesIncludePermission.grants(subscriber, request))
    }

    @Test func policiesCompose() {
        let either = AccessPolicy.rolesIncludePermission.or(premium)
        let both = AccessPolicy.rolesIncludePermission.and(premium)
        #expect([member, subscriber].map { either.grants($0, request) } == [true, true])
        #expect([member, subscriber].map { both.grants($0, request) } == [false, false])
        #expect([member, subscriber].map { AccessPolicy.not(premium).grants($0, request) } == [true, false])
        #expect(AccessPolicy.all(of: []).grants(member, request))
        #expect(!AccessPolicy.any(of: []).grants(member, request))
    }

    @Test func aComposedPolicyReadsArgumentsWhenAnyPartDoes() {
        let readsArguments = AccessPolicy { _, request in !request.arguments.isEmpty }
        #expect(!AccessPolicy.rolesIncludePermission.or(premium).readsArguments)
        #expect(AccessPolicy.rolesIncludePermission.or(readsArguments).readsArguments)
        #expect(AccessPolicy.not(readsArguments).readsArguments)
    }
}
