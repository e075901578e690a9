/// Formats an event as one human-readable console line:
/// `2026-11-21T10:00:00.000Z info  AgeManager.increase() age=35 outcome=returned duration_ms=0.012`.
enum ConsoleLineFormat {
    /// The line for `event`, without a line terminator.
    static func line(for event: EventRecord) -> String {
        var line = Timestamp.string(from: event.timestamp)
        line += " "
        line += paddedLevel(event.level)
        line += " "
        line += ConsoleText.escaped(event.name)
        for field in event.data {
            line += " "
            line += ConsoleText.field(field.key)
            line += "="
            line += text(for: field.value)
        }
        return line
    }

    /// The level's name, padded to five characters so that short levels line up.
    private static func paddedLevel(_ level: EventLevel) -> String {
        let name = level.description
        return name + String(repeating: " ", count: max(0, 5 - name.count))
    }

    private static func text(for value: EventValue) -> String {
        switch value {
        case .string(let text), .redacted(let text): ConsoleText.field(text)
        case .int, .double, .bool: value.description
        }
    }
}
