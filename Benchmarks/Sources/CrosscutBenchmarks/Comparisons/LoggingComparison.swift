import Crosscut
import CrosscutTesting
import InMemoryLogging
import Logging

/// Logging one call: Crosscut's generated logging decorator into `InMemoryEventSink`, against the
/// decorator a user writes over swift-log with its `InMemoryLogHandler`; with the level on, and
/// below it.
enum LoggingComparison {
    static let crosscut = "Crosscut LoggingCalculator"
    static let swiftLog = "swift-log by hand"

    static func make() -> Comparison {
        Comparison(
            id: "logging",
            title: "Logging: one call into memory",
            note: "`combine(_:with:)` logged at `info` after the call: its name, both arguments, the outcome and "
                + "the duration. Crosscut's event also carries a timestamp (`SystemDateProvider`) and goes to "
                + "an `InMemoryEventSink`; swift-log's goes to its `InMemoryLogHandler`, arguments interpolated "
                + "into metadata strings. The sinks are emptied before every round. Target: \(crosscut) ≤ 0.9× "
                + "\(swiftLog).",
            variants: variants(minimumLevel: .info, logLevel: .info),
            references: [swiftLog],
            targets: [.ratio(crosscut, atMost: 0.9, of: swiftLog)]
        )
    }

    static func makeBelowLevel() -> Comparison {
        Comparison(
            id: "logging-off",
            title: "Logging: a call below the level",
            note: "The same decorators with the logger's level at `critical`, above the `info` a returned call "
                + "logs at: nothing is logged. Crosscut's decorator checks the level before it reads the clock; "
                + "the swift-log decorator times the call and swift-log drops the message unbuilt. Target: "
                + "\(crosscut) under 50 instructions a call (`\(Reproduce.instructions)`).",
            variants: [Variant.direct(Workload.combining(Arithmetic()))]
                + variants(minimumLevel: .critical, logLevel: .critical),
            references: [swiftLog, VariantNames.direct],
            targets: [.instructions(crosscut, "under 50 instructions a call")]
        )
    }

    /// Crosscut's decorator, its whole stack and the swift-log decorator, each logging into a sink
    /// of its own at the given minimum level.
    private static func variants(minimumLevel: EventLevel, logLevel: Logger.Level) -> [Variant] {
        let base = Arithmetic()
        let sink = InMemoryEventSink()
        let stackSink = InMemoryEventSink()
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "Calculator") { _ in handler }
        logger.logLevel = logLevel
        return [
            Variant(
                crosscut, observe: { UInt64(sink.events.count) }, reset: { sink.clear() },
                run: Workload.combining(LoggingCalculator(base, concerns: concerns(sink, minimumLevel)))),
            Variant(
                VariantNames.decorated, observe: { UInt64(stackSink.events.count) }, reset: { stackSink.clear() },
                run: Workload.combining(base.decorated(with: concerns(stackSink, minimumLevel)))),
            Variant(
                swiftLog, observe: { UInt64(handler.entries.count) }, reset: { handler.clear() },
                run: Workload.combining(SwiftLogCalculator(base, logger: logger))),
        ]
    }

    private static func concerns(_ sink: InMemoryEventSink, _ level: EventLevel) -> Concerns {
        Fixtures.concerns(enabled: [.logging], logger: EventLogger(sink: sink, minimumLevel: level))
    }
}
