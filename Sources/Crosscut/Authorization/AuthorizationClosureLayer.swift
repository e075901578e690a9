/// Authorization before each call of a decorated closure: the ``Caller/current`` caller must hold the
/// decorator's ``ClosureDecorator/permission``, through
/// ``Concerns/authorizing(_:service:member:arguments:fileID:)``. A closure must throw `any Error` to
/// take it, so that it can throw ``AccessDenied``, and its decorator must name a permission.
struct AuthorizationClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .authorization }
    let site: ClosureSite
    private let permission: String

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        if let reason = site.shape.obstacle(toThrowing: "'AccessDenied'", failingTo: "be denied") {
            return .failure(ClosureRefusal(outcome: "not authorized", reason: reason))
        }
        guard let permission = site.decorator.permission else {
            return .failure(
                ClosureRefusal(
                    outcome: "not authorized",
                    reason: "it has no permission to check; pass 'permission:' to its decorator"))
        }
        return .success(AuthorizationClosureLayer(site: site, permission: permission))
    }

    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R {
        try authorize(as: Failure.self)
        return try rest()
    }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        try authorize(as: Failure.self)
        return try await rest()
    }

    /// Throws the closure's `Failure` (`any Error`) when the caller may not call it.
    private func authorize<Failure: Error>(as failure: Failure.Type) throws(Failure) {
        do {
            try site.concerns.authorizing(
                permission, service: site.service, member: site.member, fileID: site.decorator.fileID)
        } catch {
            throw Self.failure(error)
        }
    }
}
