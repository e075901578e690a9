#if DistributedTracing
    import Tracing

    /// The key the ``Caller`` travels under in swift-distributed-tracing's `ServiceContext`
    /// (`InstrumentationContext`), with the `DistributedTracing` trait: instrumentation that carries
    /// a server's context from a request handler into the work it starts carries the caller too.
    public enum CallerContextKey: ServiceContextKey {
        public typealias Value = Caller
        /// `crosscut-caller`.
        public static var nameOverride: String? { "crosscut-caller" }
    }

    extension ServiceContext {
        /// The caller this context carries, set by ``Caller/with(_:isolation:_:)``.
        public var caller: Caller? {
            get { self[CallerContextKey.self] }
            set { self[CallerContextKey.self] = newValue }
        }
    }

    extension Caller {
        /// The caller the current `ServiceContext` carries.
        static var inServiceContext: Caller? { ServiceContext.current?.caller }

        /// Runs `operation` in the current `ServiceContext` (or a new top-level one) carrying `caller`.
        static func inServiceContext<Outcome>(
            _ caller: Caller?, isolation: isolated (any Actor)?, _ operation: () async -> Outcome
        ) async -> Outcome {
            await ServiceContext.withValue(carrying(caller), isolation: isolation, operation: operation)
        }

        /// The synchronous form of ``inServiceContext(_:isolation:_:)``.
        static func inServiceContext<Outcome>(_ caller: Caller?, _ operation: () -> Outcome) -> Outcome {
            ServiceContext.withValue(carrying(caller), operation: operation)
        }

        /// The current context, or a top-level one, carrying `caller`.
        private static func carrying(_ caller: Caller?) -> ServiceContext {
            var context = ServiceContext.current ?? .topLevel
            context.caller = caller
            return context
        }
    }
#endif
