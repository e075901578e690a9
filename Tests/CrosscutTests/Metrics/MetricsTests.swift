import Testing

/// The metrics tests, grouped so that `swift test --filter Metrics` runs them all.
@Suite struct MetricsTests {}
