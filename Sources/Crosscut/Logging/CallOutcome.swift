/// How a decorated call ended: it returned, or it threw an error.
///
/// Logging and metrics decorators record the outcome of every call they wrap.
///
/// ```swift
/// let outcome: CallOutcome
/// do {
///     try service.refresh()
///     outcome = .returned
/// } catch {
///     outcome = .threw(error)
/// }
/// logger.logCall(service: "Catalog", member: "refresh()", arguments: [:], outcome: outcome, duration: .zero)
/// ```
public enum CallOutcome: Sendable {
    /// The call returned normally.
    case returned
    /// The call threw `error`.
    case threw(any Error)

    /// Whether the call returned normally.
    @inlinable
    public var isSuccess: Bool {
        switch self {
        case .returned: true
        case .threw: false
        }
    }

    /// Whether the call was refused: it threw a ``CallRefusal`` (``AccessDenied``,
    /// ``InvalidArguments``), the caller's mistake rather than a failure. Logging reports it as the
    /// outcome `refused`, metrics as the `outcome` label `refused`.
    @inlinable
    public var isRefusal: Bool { error is any CallRefusal }

    /// The error the call threw, or `nil` when it returned.
    @inlinable
    public var error: (any Error)? {
        switch self {
        case .returned: nil
        case .threw(let error): error
        }
    }
}
