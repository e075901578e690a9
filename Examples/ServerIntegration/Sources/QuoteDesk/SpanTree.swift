import InMemoryTracing
import Tracing

/// The finished spans of an in-memory tracer as the tree a tracing UI draws: one line per span,
/// children indented under their parent in the order they started, each with its attributes and,
/// when it failed, its status.
public func spanTree(of spans: [FinishedInMemorySpan]) -> String {
    let started = spans.sorted { $0.startInstant.nanosecondsSinceEpoch < $1.startInstant.nanosecondsSinceEpoch }
    var lines: [String] = []
    func append(childrenOf parent: String?, depth: Int) {
        for span in started where span.parentSpanID == parent {
            var attributes: [String] = []
            span.attributes.forEach { key, value in attributes.append("\(key)=\(text(of: value))") }
            var line = String(repeating: "  ", count: depth) + span.operationName
            line += " [" + attributes.sorted().joined(separator: " ") + "]"
            if let status = span.status, status.code == .error { line += " error" }
            lines.append(line)
            append(childrenOf: span.spanID, depth: depth + 1)
        }
    }
    append(childrenOf: nil, depth: 0)
    return lines.joined(separator: "\n")
}

/// An attribute's value as a tracing UI shows it: `AAPL`, `10`, `true`.
private func text(of value: SpanAttribute) -> String {
    switch value {
    case .string(let string): string
    case .int64(let number): String(number)
    case .double(let number): String(number)
    case .bool(let flag): String(flag)
    default: "\(value)"
    }
}
