/// What a closure can fail with, and whether it is `async`: which concerns it can take. Each
/// concern's ``ClosureLayer`` says why not, in the words the generator uses for members it leaves
/// alone.
enum ClosureShape: Sendable {
    /// A closure that cannot throw.
    case infallible(isAsync: Bool)
    /// A closure that throws `errorType`, a typed error.
    case typedThrowing(errorType: String, isAsync: Bool)
    /// A closure that throws `any Error`.
    case throwing(isAsync: Bool)

    /// A closure that throws `Failure`: typed, unless `Failure` is `any Error`.
    static func throwing<Failure: Error>(_ failure: Failure.Type, isAsync: Bool) -> ClosureShape {
        failure == (any Error).self
            ? .throwing(isAsync: isAsync) : .typedThrowing(errorType: "\(failure)", isAsync: isAsync)
    }

    /// Whether the closure is `async`.
    var isAsync: Bool {
        switch self {
        case .infallible(let isAsync), .typedThrowing(_, let isAsync), .throwing(let isAsync): isAsync
        }
    }

    /// Whether the closure cannot throw.
    var isInfallible: Bool {
        if case .infallible = self { return true }
        return false
    }

    /// Why a concern that throws an error of its own (`what`, for example `'TimeoutError'`) cannot
    /// apply, or `nil` when the closure throws `any Error`.
    func obstacle(toThrowing what: String, failingTo verb: String) -> String? {
        switch self {
        case .infallible: "it does not throw, so it cannot \(verb); declare it 'throws'"
        case .typedThrowing(let errorType, _): "its error type '\(errorType)' cannot be \(what); declare it 'throws'"
        case .throwing: nil
        }
    }
}
