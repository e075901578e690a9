/// Every comparison, in the order printed; the shared cache's hit in PostgreSQL when `DATABASE_URL`
/// names a server.
enum AllComparisons {
    static func make() -> [Comparison] {
        [
            MetricsComparison.make(), CachingComparison.make(), RetryComparison.make(), RetryComparison.makeAsync(),
            CircuitBreakerComparison.make(), TimeoutComparison.make(), ConcurrencyLimitComparison.make(),
            LoggingComparison.make(), LoggingComparison.makeBelowLevel(), TracingComparison.make(),
            TracingComparison.makeWithoutTracer(), AuthorizationComparison.make(), ValidationComparison.make(),
            PassThroughComparison.make(), SharedCachingComparison.makeLocalHit(),
        ] + (BenchmarkDatabase.named.map { [SharedCachingComparison.makeSharedHit(in: $0)] } ?? [])
    }

    /// The titles of the comparisons this run cannot make: the shared cache's hit in PostgreSQL
    /// without `DATABASE_URL`.
    static var absentTitles: [String] {
        BenchmarkDatabase.named == nil ? [SharedCachingComparison.sharedHitTitle] : []
    }
}
