/// What keeps a member from running under a concern that makes each call wait for something before
/// it ends — a timeout's deadline, a place under a concurrency limit — and fail with the runtime's
/// error: it is synchronous, it cannot run inside the concern's closure (``ClosureWrapping``), or it
/// cannot throw the error (``ThrownErrorObstacle``).
struct WaitingCallObstacle {
    /// Why, in a few words: `it is synchronous, and a synchronous call cannot wait for a place`.
    let reason: String
    /// What to write instead, when there is something: `make it 'async'`.
    let fix: String?
    /// Where to report it.
    let location: SourceLocation

    /// What keeps `planned` from waiting as `synchronousCall` says a synchronous call cannot
    /// (`cannot wait for a place`) inside `inside` (`the timeout's child task`) and throwing `error`
    /// (`'TimeoutError'`), or `nil` when nothing does.
    init?(
        of planned: PlannedMember, synchronousCall: String, inside: String, toThrow error: String,
        in context: ProtocolContext
    ) {
        let member = planned.member
        let throwing = member.callThrowsKind
        if !member.callIsAsync {
            self.init(
                reason: "it is synchronous, and a synchronous call " + synchronousCall,
                fix: throwing.throwsOnItsOwn ? "make it 'async'" : "declare it 'async throws'",
                location: member.location)
        } else if let obstacle = ClosureWrapping(of: planned, inside: inside, in: context) {
            self.init(reason: obstacle.reason, fix: nil, location: obstacle.location)
        } else if let obstacle = ThrownErrorObstacle(throwing, toThrow: error) {
            self.init(reason: obstacle.reason, fix: obstacle.fix, location: member.location)
        } else {
            return nil
        }
    }

    private init(reason: String, fix: String?, location: SourceLocation) {
        self.reason = reason
        self.fix = fix
        self.location = location
    }
}
