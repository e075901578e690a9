/// Why a task sleeps on a clock: the runtime binds ``current`` around each of its sleeps, so that a
/// test clock can tell a timeout's deadline from a retry's backoff when both sleep on it.
///
/// `ManualClock` (from CrosscutTesting) keeps each sleeper's purpose, and a test waits for the one
/// it means:
///
/// ```swift
/// try await clock.waitForSleepers(.retryBackoff)   // not the attempt's deadline
/// clock.advance(by: .seconds(1))
/// ```
///
/// Code of your own that sleeps on an injected clock can say why in the same way:
/// `try await SleepPurpose.$current.withValue(SleepPurpose("poll")) { try await clock.sleep(for: interval) }`.
public struct SleepPurpose: Hashable, Sendable, CustomStringConvertible {
    /// What the sleep waits for, `retry backoff`.
    public var description: String

    /// Creates the purpose described as `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// A retrying call's wait before its next attempt.
    public static let retryBackoff = SleepPurpose("retry backoff")

    /// A timed-out call's deadline, raced against its attempt.
    public static let timeoutDeadline = SleepPurpose("timeout deadline")

    /// A call's longest wait in a concurrency limit's queue.
    public static let concurrencyLimitWait = SleepPurpose("concurrency limit wait")

    /// The purpose of the current task's sleep, or `nil` when nothing said.
    @TaskLocal public static var current: SleepPurpose?
}

extension Clock where Duration == Swift.Duration {
    /// Sleeps `duration` with `purpose` as ``SleepPurpose/current``.
    @inlinable
    func sleep(for duration: Duration, purpose: SleepPurpose) async throws {
        try await SleepPurpose.$current.withValue(purpose) { try await sleep(for: duration) }
    }
}
