import Crosscut

extension MetricsSummary {
    /// Reads the decorators' metrics from `snapshot`: one row per service member, in the order
    /// the members were first counted; latency is that of successful calls (of failed ones when
    /// none succeeded); and the circuit breakers' state changes.
    public init(snapshot: MetricsSnapshot, remoteCalls: Int, seed: UInt64) {
        var rows: [Row] = []
        var circuitChanges: [CircuitChange] = []
        func update(_ dimensions: Dimensions, _ change: (inout Row) -> Void) {
            guard let service = dimensions["service"], let member = dimensions["member"] else { return }
            let name = "\(service).\(member)"
            if let index = rows.firstIndex(where: { $0.name == name }) {
                change(&rows[index])
            } else {
                var row = Row(name: name)
                change(&row)
                rows.append(row)
            }
        }
        for counter in snapshot.counters {
            switch counter.name {
            case MetricName.calls:
                update(counter.dimensions) { row in
                    row.calls += counter.value
                    switch counter.dimensions["outcome"] {
                    case "error": row.errors += counter.value
                    case "refused": row.refused += counter.value
                    default: break
                    }
                }
            case MetricName.retries:
                update(counter.dimensions) { $0.retries += counter.value }
            case MetricName.cacheRequests:
                update(counter.dimensions) { row in
                    if counter.dimensions["result"] == "hit" {
                        row.cacheHits += counter.value
                    } else {
                        row.cacheMisses += counter.value
                    }
                }
            case MetricName.circuitTransitions:
                let dimensions = counter.dimensions
                guard let breaker = dimensions["breaker"], let from = dimensions["from"], let to = dimensions["to"]
                else { continue }
                circuitChanges.append(CircuitChange(breaker: breaker, from: from, to: to, count: counter.value))
            default:
                break
            }
        }
        let durations = snapshot.histograms.filter { $0.name == MetricName.callDuration }
        for series in durations.sorted(by: {
            ($0.dimensions["outcome"] == "success") && !($1.dimensions["outcome"] == "success")
        }) {
            guard let p50 = series.p50, let p90 = series.p90, let p99 = series.p99, let max = series.max else {
                continue
            }
            update(series.dimensions) { row in
                if row.latency == nil {
                    row.latency = Latency(
                        p50: Self.seconds(p50), p90: Self.seconds(p90), p99: Self.seconds(p99), max: Self.seconds(max))
                }
            }
        }
        self.init(rows: rows, circuitChanges: circuitChanges, remoteCalls: remoteCalls, seed: seed)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
