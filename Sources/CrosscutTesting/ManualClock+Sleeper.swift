import Crosscut

extension ManualClock {
    /// A task asleep on a ``ManualClock``: until when, and why, when the code that sleeps said so
    /// with `SleepPurpose` (the runtime does for a retry's backoff and a timeout's deadline).
    public struct Sleeper: Hashable, Sendable, CustomStringConvertible {
        /// When it wakes.
        public var deadline: Instant
        /// Why it sleeps, or `nil` when the code that sleeps did not say.
        public var purpose: SleepPurpose?

        /// Creates the sleeper until `deadline` for `purpose`.
        public init(deadline: Instant, purpose: SleepPurpose? = nil) {
            self.deadline = deadline
            self.purpose = purpose
        }

        /// `a sleep until 10.0 seconds (timeout deadline)`.
        public var description: String {
            "a sleep until \(deadline)" + (purpose.map { " (\($0))" } ?? "")
        }
    }
}
