/// The module's own `withTimeout` and `withRetry`, which a conformer of an annotated protocol calls
/// unqualified, as swift-otel's exporters call its `withTimeout(_:clock:operation:)`: the composition
/// helpers, overloads of `decorated`, must not hide them inside the conformer's body.
func withTimeout<Value>(seconds: Int, _ operation: () async throws -> Value) async rethrows -> Value {
    try await operation()
}

func withRetry<Value>(attempts: Int, _ operation: () throws -> Value) rethrows -> Value {
    try operation()
}

/// Sends batches somewhere, with the concerns whose helpers were `withTimeout(_:)` and `withRetry(_:)`.
// @crosscut(logging, retry, timeout)
protocol Exporter: Sendable {
    func export(_ batch: [String]) async throws -> Int
    // @crosscut(skip(timeout))   // synchronous
    func flush() throws -> Bool
}
