import Logging

/// A logging decorator as a swift-log user writes it: one `info` message per call, after it, with
/// the arguments as metadata interpolated into strings (as swift-log's README writes metadata),
/// the outcome, and the duration passed as a value for the handler to render when it writes.
/// Below the logger's level, swift-log builds neither message nor metadata; the call is timed all
/// the same, as such a decorator is written.
///
/// Only `combine(_:with:)` is logged; the other members forward (`ForwardingCalculator`).
struct SwiftLogCalculator<Decoratee: Calculator>: ForwardingCalculator {
    let decoratee: Decoratee
    let logger: Logger
    private let clock = ContinuousClock()

    init(_ decoratee: Decoratee, logger: Logger) {
        self.decoratee = decoratee
        self.logger = logger
    }

    func combine(_ value: Int, with other: Int) -> Int {
        let start = clock.now
        let result = decoratee.combine(value, with: other)
        let duration = start.duration(to: clock.now)
        logger.info(
            "Calculator.combine(_:with:)",
            metadata: [
                "value": "\(value)", "other": "\(other)", "outcome": "returned",
                "duration": .stringConvertible(duration),
            ])
        return result
    }
}
