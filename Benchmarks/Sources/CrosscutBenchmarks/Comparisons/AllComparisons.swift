/// Every comparison, in the order printed.
enum AllComparisons {
    static func make() -> [Comparison] {
        [
            MetricsComparison.make(), CachingComparison.make(), RetryComparison.make(), RetryComparison.makeAsync(),
            CircuitBreakerComparison.make(), TimeoutComparison.make(),
            LoggingComparison.make(), LoggingComparison.makeBelowLevel(), TracingComparison.make(),
            TracingComparison.makeWithoutTracer(), AuthorizationComparison.make(), ValidationComparison.make(),
            PassThroughComparison.make(),
        ]
    }
}
