extension Concerns {
    /// A part of the concerns that only the decorators of one concern read: set while no decorator
    /// made with the concerns reads it, it changes nothing, and the concerns say so
    /// (``partsNoDecoratorReads``).
    public enum Part: String, Sendable, CaseIterable, CustomStringConvertible {
        /// ``Concerns/tracer``, read by the tracing decorators.
        case tracer
        /// ``Concerns/sharedCache``, read by the caching decorators of members cached `shared`.
        case sharedCache
        /// ``Concerns/accessPolicy``, read by the authorizing decorators.
        case accessPolicy
        /// ``Concerns/retryStrategy``, read by the retrying decorators.
        case retryStrategy
        /// ``Concerns/circuitBreakers``, read by the circuit-breaking decorators.
        case circuitBreakers
        /// ``Concerns/timeout``, read by the timing-out decorators.
        case timeout

        /// Its bit among the parts read (``DecoratorsMade``).
        var bit: Int64 {
            switch self {
            case .tracer: 1
            case .sharedCache: 2
            case .accessPolicy: 4
            case .retryStrategy: 8
            case .circuitBreakers: 16
            case .timeout: 32
            }
        }

        /// Its name as a property of ``Concerns``: `timeout`.
        public var description: String { rawValue }

        /// The part a decorator of `concern` reads, if any (a `shared` member's reads
        /// ``sharedCache`` besides).
        init?(readBy concern: Concern) {
            switch concern {
            case .tracing: self = .tracer
            case .authorization: self = .accessPolicy
            case .retry: self = .retryStrategy
            case .circuitBreaker: self = .circuitBreakers
            case .timeout: self = .timeout
            default: return nil
            }
        }

        /// What to write when no decorator reads the part.
        var fix: String {
            switch self {
            case .sharedCache: "mark a cached member shared, cached(shared), or leave Concerns.sharedCache nil"
            case .tracer: "annotate members with tracing, or leave Concerns.tracer nil"
            case .accessPolicy: "annotate members with authorization, or leave Concerns.accessPolicy at its default"
            case .retryStrategy: "annotate members with retry, or leave Concerns.retryStrategy at its default"
            case .circuitBreakers:
                "annotate members with circuitBreaker, or leave Concerns.circuitBreakers at its default"
            case .timeout: "annotate members with timeout, or leave Concerns.timeout at its default"
            }
        }
    }

    /// The parts set to other than their defaults while no decorator made with these concerns (or
    /// their copies) so far reads them: empty once a composer has built its graph, unless a part
    /// was set for a concern no member is annotated with. ``checkComposition()`` says them.
    ///
    /// A composer's test can assert it after building the graph:
    ///
    /// ```swift
    /// let concerns = Concerns(timeout: TimeoutPolicy(limit: .seconds(2)))
    /// let catalog = LiveCatalog().decorated(with: concerns)
    /// #expect(concerns.partsNoDecoratorReads.isEmpty)
    /// ```
    public var partsNoDecoratorReads: [Part] {
        let read = decoratorsMade.partsRead
        return Part.allCases.filter { partsSet.contains($0) && !read.contains($0) }
    }

    /// Says what is wrong with the graph built so far with these concerns; a composer calls it once
    /// it has made its decorators, at the end of its set-up.
    ///
    /// Each part that no decorator reads (``partsNoDecoratorReads``) is said once, while logging
    /// is enabled: an event at `.notice`, `"Concerns.timeout read by no decorator"`, with `reason`
    /// `no_decorator_reads` and a `fix`. A composer that makes some decorators later, when a screen
    /// or route first needs them, calls it after those, or asserts ``partsNoDecoratorReads`` in
    /// a test that builds them all.
    ///
    /// - Returns: The parts no decorator reads.
    @discardableResult
    public func checkComposition() -> [Part] {
        let parts = partsNoDecoratorReads
        guard isEnabled(.logging) else { return parts }
        for part in parts where noticesSaid.isFirst("\(part) no_decorator_reads") {
            logger.log(
                .notice, "Concerns.\(part) read by no decorator",
                ["reason": "no_decorator_reads", "fix": .string(part.fix)])
        }
        return parts
    }

    /// Counts no part as set, for concerns that hold every part ready for whichever decorator a test
    /// makes (`CrosscutTesting`'s `TestConcerns`) rather than a composer's choices; a part set
    /// afterwards counts.
    @_spi(CrosscutTesting)
    public mutating func countNoPartAsSet() { partsSet = [] }

    /// Notes that a decorator of `concern` was made with these concerns, so that the part it reads
    /// counts as read (``partsNoDecoratorReads``); the generated decorators call it as they are
    /// created.
    public func noteDecorator(of concern: Concern) {
        if let part = Part(readBy: concern) { decoratorsMade.read(part) }
    }

    /// The parts of concerns made with these values that differ from the defaults, as far as they
    /// tell: a retry strategy that never retries or a timeout of the default limit is no part set.
    static func partsSet(
        tracer: (any CallTracer)?, retryStrategy: RetryStrategy, circuitBreakers: CircuitBreakers,
        timeout: TimeoutPolicy, accessPolicy: AccessPolicy
    ) -> Set<Part> {
        var parts: Set<Part> = []
        if tracer != nil { parts.insert(.tracer) }
        if retryStrategy.isSet { parts.insert(.retryStrategy) }
        if !circuitBreakers.policy.isDefault { parts.insert(.circuitBreakers) }
        if timeout.limit != TimeoutPolicy.default.limit { parts.insert(.timeout) }
        if !accessPolicy.isDefault { parts.insert(.accessPolicy) }
        return parts
    }
}

extension RetryStrategy {
    /// Whether the strategy retries otherwise than ``default``: more or fewer attempts (but more
    /// than one), a deadline or a budget.
    fileprivate var isSet: Bool {
        maxAttempts > 1 && (maxAttempts != Self.default.maxAttempts || deadline != nil || budget != nil)
    }
}

extension CircuitBreakerPolicy {
    /// Whether every number of the policy is ``default``'s.
    fileprivate var isDefault: Bool {
        let standard = Self.default
        return failureRatio == standard.failureRatio && minimumCalls == standard.minimumCalls
            && window == standard.window && breakDuration == standard.breakDuration && probes == standard.probes
    }
}
