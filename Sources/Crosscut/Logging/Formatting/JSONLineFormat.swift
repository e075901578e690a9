/// Formats an event as one JSON object on one line:
/// `{"timestamp":"2026-11-21T10:00:00.000Z","level":"info","name":"AgeManager.increase()","data":{"age":35}}`.
///
/// The data keeps its order. JSON objects should not repeat a key, so a key that appears again is
/// written as `key#2`, `key#3`, … (the first free one), and no field is lost.
enum JSONLineFormat {
    /// The line for `event`, without a line terminator.
    static func line(for event: EventRecord) -> String {
        var line = "{\"timestamp\":"
        line += JSONText.string(Timestamp.string(from: event.timestamp))
        line += ",\"level\":"
        line += JSONText.string(event.level.description)
        line += ",\"name\":"
        line += JSONText.string(event.name)
        line += ",\"data\":{"
        for (index, field) in event.data.uniquelyKeyedFields.enumerated() {
            if index > 0 { line += "," }
            line += JSONText.string(field.key)
            line += ":"
            line += json(for: field.value)
        }
        line += "}}"
        return line
    }

    private static func json(for value: EventValue) -> String {
        switch value {
        case .string(let text), .redacted(let text): JSONText.string(text)
        case .int(let number): String(number)
        case .double(let number): JSONText.number(number)
        case .bool(let flag): flag ? "true" : "false"
        }
    }
}
