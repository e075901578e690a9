/// The `outcome` label of a call's counter and durations: `success`, `refused` (the call threw a
/// ``CallRefusal``, as logging reports it) or `error`.
enum OutcomeLabel: Int, CaseIterable {
    case success, refused, error

    /// The label of a call that ended with `outcome`.
    init(_ outcome: CallOutcome) {
        self = outcome.isSuccess ? .success : outcome.isRefusal ? .refused : .error
    }

    /// The label's value: `success`, `refused` or `error`.
    var value: String {
        switch self {
        case .success: "success"
        case .refused: "refused"
        case .error: "error"
        }
    }
}
