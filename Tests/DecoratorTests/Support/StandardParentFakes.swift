struct LiveFailure: Failure {
    var code: Int
    var description: String { "failure \(code)" }
    func isTransient() -> Bool { code >= 500 }
}

struct LiveRanked: Ranked {
    var id: String
    var score: Int
    var customMirror: Mirror { Mirror(self, children: ["score": score]) }

    static func < (lhs: LiveRanked, rhs: LiveRanked) -> Bool { lhs.score < rhs.score }
}

struct LiveBadge: Badge {
    var text: String
    func label() -> String { "[\(text)]" }
}
