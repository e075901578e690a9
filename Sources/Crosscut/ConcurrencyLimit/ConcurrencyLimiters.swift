/// The concurrency limiters of one set of ``Concerns`` (``Concerns/concurrencyLimiters``): every
/// decorated service that names the same group shares its limiter, so that services calling one dependency share its places; a service
/// (or a member) with a limit of its own has its own limiter, apart from any other module's service
/// of the same name.
///
/// A limiter is made the first time a decorator resolves it, with that decorator's policy; one
/// resolved again later keeps the policy it was made with.
///
/// ```swift
/// let limiters = concerns.concurrencyLimiters.all
/// let busy = limiters.map { "\($0.name): \($0.running) running, \($0.queued) queued" }
/// ```
public final class ConcurrencyLimiters: ConcernState {
    private let byKey = Locked<[Key: ConcurrencyLimiter]>([:])

    /// A limiter's name, and the module of the service whose own limiter it is.
    private struct Key: Hashable {
        var name: String
        var module: String?
    }

    /// Creates an empty set.
    public init() {}

    /// The limiter of the group `name`, shared by every service that names it, made with `policy` on
    /// first use.
    public func limiter(named name: String, policy: ConcurrencyLimitPolicy) -> ConcurrencyLimiter {
        limiter(Key(name: name, module: nil), policy: policy)
    }

    /// The own limiter of `service` — or of its `member`, when given — named after it
    /// (`Catalog`, `Catalog.sessions(for:)`), made with `policy` on first use.
    public func limiter(of service: ServiceName, member: String? = nil, policy: ConcurrencyLimitPolicy)
        -> ConcurrencyLimiter
    {
        let name = member.map { "\(service.name).\($0)" } ?? service.name
        return limiter(Key(name: name, module: service.module), policy: policy)
    }

    private func limiter(_ key: Key, policy: ConcurrencyLimitPolicy) -> ConcurrencyLimiter {
        byKey.withLock { byKey in
            if let limiter = byKey[key] { return limiter }
            let limiter = ConcurrencyLimiter(name: key.name, policy: policy)
            byKey[key] = limiter
            return limiter
        }
    }

    /// Every limiter made so far, by name.
    public var all: [ConcurrencyLimiter] {
        byKey.withLock { $0.sorted { ($0.key.name, $0.key.module ?? "") < ($1.key.name, $1.key.module ?? "") } }
            .map(\.value)
    }
}
