extension ManualClock {
    /// A point on a ``ManualClock``: the time elapsed since the clock's zero.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since the clock's zero.
        public var offset: Duration

        /// Creates the instant `offset` after the clock's zero.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, for example `1.5 seconds`.
        public var description: String { "\(offset)" }
    }
}
