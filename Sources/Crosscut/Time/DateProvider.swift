import Foundation

/// Supplies the wall-clock time stamped on log events.
///
/// Inject a ``FixedDateProvider`` in tests so event timestamps are exact.
public protocol DateProvider: Sendable {
    /// The current date.
    func now() -> Date
}

/// The system's wall clock.
public struct SystemDateProvider: DateProvider {
    /// Creates the system date provider.
    public init() {}

    /// The current system date.
    public func now() -> Date { Date() }
}

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
