import Crosscut

/// The dependency behind both services: down while `isDown`, silent while `isHanging`, counting the
/// calls that reach it.
final class RecommendationRemote: Sendable {
    struct Unavailable: Error {}

    private let down = Locked(false)
    private let hanging = Locked(false)
    private let reached = Locked(0)

    var isDown: Bool {
        get { down.withLock { $0 } }
        set { down.withLock { $0 = newValue } }
    }

    /// Whether its asynchronous answers never come, as from a dependency that stopped answering:
    /// they wait until cancelled.
    var isHanging: Bool {
        get { hanging.withLock { $0 } }
        set { hanging.withLock { $0 = newValue } }
    }

    var calls: Int { reached.withLock { $0 } }

    func answer<Value>(_ value: Value) throws -> Value {
        reached.withLock { $0 += 1 }
        if isDown { throw Unavailable() }
        return value
    }

    func answerWhenItAnswers<Value: Sendable>(_ value: Value) async throws -> Value {
        let answer = try answer(value)
        if isHanging { try await Task.sleep(for: .seconds(3600)) }
        return answer
    }
}

struct RemoteRecommendations: Recommendations {
    let remote: RecommendationRemote

    func sessions(for reason: String) async throws -> [String] {
        try await remote.answerWhenItAnswers(["\(reason) in 5 minutes"])
    }
    var lastReason: String { "sleep" }
}

struct RemoteFeatured: Featured {
    let remote: RecommendationRemote

    func featured() throws -> [String] { try remote.answer(["Body scan"]) }
}
