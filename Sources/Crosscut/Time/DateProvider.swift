import Foundation

/// Supplies the wall-clock time stamped on log events.
///
/// In tests, inject CrosscutTesting's `FixedDateProvider` so event timestamps are exact.
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
