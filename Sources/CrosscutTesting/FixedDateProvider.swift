import Crosscut
import Foundation

/// A date provider that returns a date you set, for exact timestamps in tests.
public final class FixedDateProvider: DateProvider {
    private let date: Locked<Date>

    /// Creates a provider that returns `date` until it is changed.
    public init(_ date: Date = Date(timeIntervalSince1970: 0)) {
        self.date = Locked(date)
    }

    /// The date last set.
    public func now() -> Date { date.withLock { $0 } }

    /// Moves the date forward by `interval` seconds.
    public func advance(by interval: TimeInterval) {
        date.withLock { $0 += interval }
    }
}
