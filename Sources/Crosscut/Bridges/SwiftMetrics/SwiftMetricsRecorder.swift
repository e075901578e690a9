#if SwiftMetrics
    import CoreMetrics

    /// A metrics recorder over swift-metrics, so that decorated calls reach the backend a server
    /// already bootstraps — Prometheus, OpenTelemetry, StatsD — under Crosscut's metric names and
    /// labels (the `SwiftMetrics` trait).
    ///
    /// Counters are swift-metrics `Counter`s, durations `Timer`s (nanoseconds, shown in seconds) and
    /// gauges `Gauge`s, their labels in key order.
    /// A decorator's handle (``callMetrics(for:)``) makes its counters and timers once, when the
    /// decorator is made, and an error counter per error type the first time that type is thrown:
    /// a call then records into them without building a label or asking the factory.
    ///
    /// ```swift
    /// MetricsSystem.bootstrap(PrometheusMetricsFactory())
    /// let concerns = Concerns(metrics: SwiftMetricsRecorder())
    /// ```
    public struct SwiftMetricsRecorder: MetricsRecorder {
        /// The factory the counters and timers come from.
        public let factory: any MetricsFactory

        /// A recorder over `factory`: by default the one `MetricsSystem.bootstrap` installed.
        public init(factory: any MetricsFactory = MetricsSystem.factory) {
            self.factory = factory
        }

        public func increment(_ name: String, by amount: Int, dimensions: Dimensions) {
            Counter(label: name, dimensions: dimensions.labels, factory: factory).increment(by: amount)
        }

        public func record(_ name: String, duration: Duration, dimensions: Dimensions) {
            timer(name, dimensions: dimensions).recordNanoseconds(nanoseconds(of: duration))
        }

        public func callMetrics(for series: CallSeries) -> any CallMetrics {
            SwiftMetricsCallMetrics(series: series, recorder: self)
        }

        public func counter(_ name: String, dimensions: Dimensions) -> any CounterMetric {
            SwiftMetricsCounter(counter: Counter(label: name, dimensions: dimensions.labels, factory: factory))
        }

        public func setGauge(_ name: String, to value: Double, dimensions: Dimensions) {
            Gauge(label: name, dimensions: dimensions.labels, factory: factory).record(value)
        }

        fileprivate func timer(_ name: String, dimensions: Dimensions) -> Timer {
            Timer(label: name, dimensions: dimensions.labels, preferredDisplayUnit: .seconds, factory: factory)
        }
    }

    /// One call series' counters and timers, made once.
    private final class SwiftMetricsCallMetrics: CallMetrics {
        let series: CallSeries
        let factory: any MetricsFactory
        /// The call counters and timers, one per outcome, in ``OutcomeLabel``'s order.
        let calls: [Counter]
        let durations: [Timer]
        /// The error counters, one per error type, made the first time it is thrown.
        let errors = Locked<[ObjectIdentifier: Counter]>([:])

        init(series: CallSeries, recorder: SwiftMetricsRecorder) {
            let factory = recorder.factory
            let labels = OutcomeLabel.allCases.map(series.outcomeLabels)
            self.series = series
            self.factory = factory
            calls = labels.map { Counter(label: series.calls, dimensions: $0.labels, factory: factory) }
            durations = labels.map { recorder.timer(series.durations, dimensions: $0) }
        }

        func record(_ outcome: CallOutcome, duration: Duration) {
            let label = OutcomeLabel(outcome)
            calls[label.rawValue].increment()
            durations[label.rawValue].recordNanoseconds(nanoseconds(of: duration))
            if let error = outcome.error { errorCounter(for: error).increment() }
        }

        private func errorCounter(for error: any Error) -> Counter {
            errors.withLock { counters in
                let type = ObjectIdentifier(Swift.type(of: error))
                if let counter = counters[type] { return counter }
                let labels = series.errorLabels(errorType: errorTypeName(error)).labels
                let counter = Counter(label: series.errors, dimensions: labels, factory: factory)
                counters[type] = counter
                return counter
            }
        }
    }

    /// A swift-metrics `Counter` as a counter handle.
    private struct SwiftMetricsCounter: CounterMetric {
        let counter: Counter

        func increment(by amount: Int) { counter.increment(by: amount) }
    }

    /// A duration in whole nanoseconds, as `Timer` records it (`Int64.max` beyond).
    private func nanoseconds(of duration: Duration) -> Int64 {
        Int64(clamping: LatencyHistogram.nanoseconds(of: duration))
    }

    extension OrderedPairs where Value == String {
        /// The pairs as swift-metrics takes its dimensions, in key order, as Crosscut's own
        /// exposition writes them: the backend then shows one order for every series.
        fileprivate var labels: [(String, String)] { sortedByKey().storage }
    }
#endif
