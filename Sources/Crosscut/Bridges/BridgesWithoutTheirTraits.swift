// Each bridge's type where its trait is off, unavailable with a message that says which trait to
// enable: a Composer that names a bridge without its trait gets one error that says what to write,
// not "cannot find 'SwiftLogEventSink' in scope". Enabling a trait needs swift-tools-version 6.1.

#if !SwiftLog
    @available(
        *, unavailable,
        message: "enable Crosscut's SwiftLog trait: .package(url: ..., from: ..., traits: [\"SwiftLog\"])"
    )
    public struct SwiftLogEventSink {
        public init(logger: Any) {}
    }
#endif

#if !SwiftMetrics
    @available(
        *, unavailable,
        message: "enable Crosscut's SwiftMetrics trait: .package(url: ..., from: ..., traits: [\"SwiftMetrics\"])"
    )
    public struct SwiftMetricsRecorder {
        public init(factory: Any? = nil) {}
    }
#endif

#if !DistributedTracing
    @available(
        *, unavailable,
        message:
            "enable Crosscut's DistributedTracing trait: .package(url: ..., from: ..., traits: [\"DistributedTracing\"])"
    )
    public final class DistributedTracingCallTracer {
        public init(identify: Any? = nil) {}
        public init(tracer: Any, identify: Any? = nil) {}
    }
#endif

#if !PostgreSQLCache
    @available(
        *, unavailable,
        message: "enable Crosscut's PostgreSQLCache trait: .package(url: ..., from: ..., traits: [\"PostgreSQLCache\"])"
    )
    public struct PostgreSQLSharedCacheStore {
        public init(
            client: Any, table: String = "", purgeInterval: Duration = .zero, reconnectDelay: Duration = .zero,
            logger: Any? = nil
        ) {}
    }
#endif
