import Crosscut

extension ManualClock {
    /// What ``ManualClock/waitForSleepers(_:count:giveUpAfter:)`` throws when the sleepers it waits
    /// for are not there in time: the code under test never fell asleep, or sleeps for another
    /// purpose, or until another deadline. Its description says which:
    ///
    /// `waited 10.0 seconds for 1 retry backoff sleeper on ManualClock, which reads 0.0 seconds; saw
    /// 1 sleeper: a sleep until 10.0 seconds (timeout deadline)`
    public struct WaitTimedOut: Error, Hashable, Sendable, CustomStringConvertible {
        /// How long the wait lasted, in real time in which the code under test could run.
        public var waited: Duration
        /// The purpose of the sleepers it waited for, or `nil` for any sleeper.
        public var purpose: SleepPurpose?
        /// How many it waited for.
        public var count: Int
        /// The sleepers it saw when it gave up, in the order they wake.
        public var sleepers: [Sleeper]
        /// The clock's time when it gave up.
        public var now: Instant

        /// Creates the error of a wait that gave up.
        public init(waited: Duration, purpose: SleepPurpose?, count: Int, sleepers: [Sleeper], now: Instant) {
            self.waited = waited
            self.purpose = purpose
            self.count = count
            self.sleepers = sleepers
            self.now = now
        }

        /// What the wait wanted and what it saw.
        public var description: String {
            let seen =
                sleepers.isEmpty
                ? "saw no sleeper"
                : "saw \(Self.counted(sleepers.count)): " + sleepers.map(\.description).joined(separator: ", ")
            return "waited \(waited) for \(Self.counted(count, purpose)) on ManualClock, which reads \(now); \(seen)"
        }

        /// `1 sleeper`, `2 retry backoff sleepers`.
        private static func counted(_ number: Int, _ purpose: SleepPurpose? = nil) -> String {
            let kind = purpose.map { "\($0) " } ?? ""
            return "\(number) \(kind)" + (number == 1 ? "sleeper" : "sleepers")
        }
    }
}
