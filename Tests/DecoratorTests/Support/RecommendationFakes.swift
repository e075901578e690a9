import Crosscut

/// The dependency behind both services: down while `isDown`, counting the calls that reach it.
final class RecommendationRemote: Sendable {
    struct Unavailable: Error {}

    private let down = Locked(false)
    private let reached = Locked(0)

    var isDown: Bool {
        get { down.withLock { $0 } }
        set { down.withLock { $0 = newValue } }
    }

    var calls: Int { reached.withLock { $0 } }

    func answer<Value>(_ value: Value) throws -> Value {
        reached.withLock { $0 += 1 }
        if isDown { throw Unavailable() }
        return value
    }
}

struct RemoteRecommendations: Recommendations {
    let remote: RecommendationRemote

    func sessions(for reason: String) async throws -> [String] { try remote.answer(["\(reason) in 5 minutes"]) }
    var lastReason: String { "sleep" }
}

struct RemoteFeatured: Featured {
    let remote: RecommendationRemote

    func featured() throws -> [String] { try remote.answer(["Body scan"]) }
}
