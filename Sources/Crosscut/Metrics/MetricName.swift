/// The names of the metrics Crosscut's decorators record, following the Prometheus and
/// OpenTelemetry conventions: counters end in `_total`, durations are in seconds and end in
/// `_duration_seconds`.
public enum MetricName {
    /// Counts calls, with the dimensions `service`, `member` and `outcome` (`success`, `refused` for
    /// a ``CallRefusal`` — denied or invalid — or `error`).
    public static let calls = "crosscut_calls_total"
    /// Times calls, with the same dimensions as ``calls``.
    public static let callDuration = "crosscut_call_duration_seconds"
    /// Counts failed calls, with the dimensions `service`, `member` and `error_type`.
    public static let errors = "crosscut_errors_total"
    /// Counts cache look-ups, with the dimensions `service`, `member` and `result` (`hit` or `miss`).
    public static let cacheRequests = "crosscut_cache_requests_total"
    /// Counts shared cache store calls that did not serve (the call went on to the dependency),
    /// with the dimensions `module`, `service`, `member` and `reason` (`error`, `timeout`,
    /// `undecodable` or `unencodable`).
    public static let sharedCacheErrors = "crosscut_shared_cache_errors_total"
    /// Counts retries, with the dimensions `service` and `member`.
    public static let retries = "crosscut_retries_total"
    /// Counts circuit breakers' state changes, with the dimensions `breaker`, `from` and `to`
    /// (`closed`, `open`, `half_open`).
    public static let circuitTransitions = "crosscut_circuit_transitions_total"
    /// Where each circuit breaker stands, a gauge with the dimension `breaker`: 0 closed, 1 half-open,
    /// 2 open (``CircuitState/level``).
    public static let circuitState = "crosscut_circuit_state"
    /// Counts calls refused by authorization, with the dimensions `module`, `service`, `member`,
    /// `permission` and `reason` (`no_caller` or `not_permitted`).
    public static let accessDenied = "crosscut_access_denied_total"
    /// Counts calls refused by validation, with the dimensions `module`, `service`, `member` and
    /// `parameter`: once per parameter at fault.
    public static let invalidArguments = "crosscut_invalid_arguments_total"
    /// Counts results rejected by validation, with the dimensions `module`, `service` and `member`.
    public static let invalidResults = "crosscut_invalid_results_total"
    /// Counts calls of decorated closures, with the dimensions `closure` and `outcome` (`success`,
    /// `refused` or `error`).
    public static let closureCalls = "crosscut_closure_calls_total"
    /// Times calls of decorated closures, with the same dimensions as ``closureCalls``.
    public static let closureDuration = "crosscut_closure_duration_seconds"
    /// Counts failed calls of decorated closures, with the dimensions `closure` and `error_type`.
    public static let closureErrors = "crosscut_closure_errors_total"
    /// Counts retries of decorated closures, with the dimension `closure`.
    public static let closureRetries = "crosscut_closure_retries_total"

    /// A one-line description of each of Crosscut's own metrics, used for the `# HELP` lines of
    /// the Prometheus exposition.
    public static let descriptions: [String: String] = [
        calls: "Calls through Crosscut's decorators, by outcome.",
        callDuration: "Duration of calls through Crosscut's decorators, in seconds.",
        errors: "Calls through Crosscut's decorators that threw, by error type.",
        cacheRequests: "Cache look-ups by Crosscut's caching decorators, by result.",
        sharedCacheErrors: "Shared cache store calls that failed, timed out or returned what could not be decoded.",
        retries: "Retries made by Crosscut's retrying decorators.",
        circuitTransitions: "State changes of Crosscut's circuit breakers.",
        circuitState: "State of Crosscut's circuit breakers: 0 closed, 1 half-open, 2 open.",
        accessDenied: "Calls refused by Crosscut's authorizing decorators, by reason.",
        invalidArguments: "Calls refused by Crosscut's validating decorators, by parameter at fault.",
        invalidResults: "Results rejected by Crosscut's validating decorators.",
        closureCalls: "Calls of closures decorated by Crosscut, by outcome.",
        closureDuration: "Duration of calls of closures decorated by Crosscut, in seconds.",
        closureErrors: "Calls of closures decorated by Crosscut that threw, by error type.",
        closureRetries: "Retries of closures decorated by Crosscut.",
    ]
}
