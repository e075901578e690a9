import Prometheus

extension PrometheusCollectorRegistry {
    /// The value of the counter `name` (its first series) as the registry exposes it to
    /// Prometheus, or 0 before it counts anything.
    func exposedCount(of name: String) -> UInt64 {
        let line = emitToString().split(separator: "\n").first { $0.hasPrefix(name + "{") || $0.hasPrefix(name + " ") }
        return line?.split(separator: " ").last.flatMap { UInt64($0) } ?? 0
    }
}
