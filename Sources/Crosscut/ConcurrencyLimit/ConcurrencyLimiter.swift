/// At most ``ConcurrencyLimitPolicy/maxConcurrent`` calls at once through it (a bulkhead): a call
/// beyond them waits, first come first served, in a queue of bounded length for a bounded time, or
/// is refused with ``ConcurrencyLimitExceeded``, so that a slow dependency cannot take every task of
/// a server. A place that frees is handed to the queue's first call, never to a newcomer; a queued
/// call that is cancelled leaves the queue at once and throws `CancellationError`.
///
/// ```swift
/// let limiter = ConcurrencyLimiter(name: "Payments", policy: ConcurrencyLimitPolicy(maxConcurrent: 8))
/// let receipt = try await limiter.run(service: "Payments", member: "charge(_:)", clock: clock) {
///     try await payments.charge(order)
/// }
/// ```
public final class ConcurrencyLimiter: Sendable {
    /// The limiter's name, as refusals report it.
    public let name: String
    /// How many calls run at once, and how long the others wait.
    public let policy: ConcurrencyLimitPolicy
    @usableFromInline let state = Locked(Places())

    /// Creates a limiter named `name` with `policy`.
    public init(name: String, policy: ConcurrencyLimitPolicy) {
        self.name = name
        self.policy = policy
    }

    /// The calls running through it now.
    public var running: Int { state.withLock(\.running) }

    /// The calls waiting for a place now.
    public var queued: Int { state.withLock(\.queued) }

    /// Runs `operation` once a place is free, and frees it when the operation ends; throws
    /// ``ConcurrencyLimitExceeded`` without running it when no place comes. A queued call's wait is
    /// measured on `clock`, and sleeps with ``SleepPurpose/concurrencyLimitWait``.
    @inlinable
    public func run<Value: ~Copyable>(
        service: String,
        member: String,
        clock: any Clock<Duration>,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Value
    ) async throws -> Value {
        // Inlined, so that a call with a free place takes it and gives it back in two short locks.
        if !state.withLock({ $0.takeFreePlace(policy) }) {
            try await queue(service: service, member: member, clock: clock)
        }
        defer { if state.withLock({ $0.freePlace() }) { handOverPlace() } }
        return try await operation()
    }

    /// Hands the place a call frees to the queue's first call.
    @usableFromInline
    func handOverPlace() {
        state.withLock { $0.handOver() }?.resume()
    }

    /// Takes a place when none was free at first: in the queue, or refused.
    @usableFromInline
    func queue(
        service: String, member: String, clock: any Clock<Duration>, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        let admission = state.withLock { $0.admit(policy) }
        switch admission {
        case .admitted: return
        case .refused:
            throw ConcurrencyLimitExceeded(limiter: name, call: "\(service).\(member)", reason: .queueFull)
        case .mustWait: break
        }
        let id = state.withLock { $0.newID() }
        guard let maxWait = policy.maxWait else {
            try await wait(id, service: service, member: member)
            return
        }
        try await withThrowingTaskGroup(of: Void.self, isolation: isolation) { group in
            group.addTask { [self] in
                try await clock.sleep(for: maxWait, purpose: .concurrencyLimitWait)
                expire(id, service: service, member: member, after: maxWait)
            }
            try await wait(id, service: service, member: member)
            group.cancelAll()
        }
    }

    /// Waits in the queue until a place is handed over, the wait expires, or the task is cancelled.
    private func wait(_ id: UInt64, service: String, member: String) async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { places -> Result<Void, any Error>? in
                    // Cancelled before it queued: the handler ran and found nothing to remove.
                    if Task.isCancelled { return .failure(CancellationError()) }
                    switch places.admit(policy) {
                    case .admitted: return .success(())
                    case .refused:
                        return .failure(
                            ConcurrencyLimitExceeded(limiter: name, call: "\(service).\(member)", reason: .queueFull))
                    case .mustWait:
                        places.enqueue(id, continuation)
                        return nil
                    }
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            state.withLock { $0.leave(id) }?.resume(throwing: CancellationError())
        }
    }

    /// Takes the call `id` out of the queue, if it is still there, refused for waiting `maxWait`.
    private func expire(_ id: UInt64, service: String, member: String, after maxWait: Duration) {
        state.withLock { $0.leave(id) }?.resume(
            throwing: ConcurrencyLimitExceeded(
                limiter: name, call: "\(service).\(member)", reason: .waitedTooLong(maxWait)))
    }
}

/// The places of a ``ConcurrencyLimiter``: how many run, and who waits, in order.
@usableFromInline
struct Places {
    enum Admission { case admitted, refused, mustWait }

    @usableFromInline var running = 0
    /// How many calls wait: `queue.count`, kept apart so that a call with a free place reads two
    /// integers and never touches the queue.
    @usableFromInline var queued = 0
    private var queue: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = [] {
        didSet { queued = queue.count }
    }
    private var lastID: UInt64 = 0

    @usableFromInline init() {}

    /// Takes a place when one is free and nobody is ahead: whether it did.
    @inlinable
    mutating func takeFreePlace(_ policy: ConcurrencyLimitPolicy) -> Bool {
        guard running < policy.maxConcurrent && queued == 0 else { return false }
        running += 1
        return true
    }

    /// Frees a place when nobody waits for it; else whether it is to be handed over.
    @inlinable
    mutating func freePlace() -> Bool {
        guard queued == 0 else { return true }
        running -= 1
        return false
    }

    /// Appends a call to the queue.
    mutating func enqueue(_ id: UInt64, _ continuation: CheckedContinuation<Void, any Error>) {
        queue.append((id, continuation))
    }

    mutating func newID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// Takes a place when one is free and nobody is ahead; else says whether the queue has room.
    mutating func admit(_ policy: ConcurrencyLimitPolicy) -> Admission {
        if takeFreePlace(policy) { return .admitted }
        return queue.count < policy.maxQueued ? .mustWait : .refused
    }

    /// Removes the call `id` from the queue; its continuation, or `nil` when it was not there.
    mutating func leave(_ id: UInt64) -> CheckedContinuation<Void, any Error>? {
        guard let index = queue.firstIndex(where: { $0.id == id }) else { return nil }
        return queue.remove(at: index).continuation
    }

    /// Hands a freed place to the first in the queue: that one's continuation; frees it when the
    /// queue emptied meanwhile.
    mutating func handOver() -> CheckedContinuation<Void, any Error>? {
        guard !queue.isEmpty else {
            running -= 1
            return nil
        }
        return queue.removeFirst().continuation
    }
}
