/// An exporter whose work goes through the module's own `withTimeout` and `withRetry`.
struct LiveExporter: Exporter {
    func export(_ batch: [String]) async throws -> Int {
        await withTimeout(seconds: 5) { batch.count }
    }

    func flush() throws -> Bool {
        withRetry(attempts: 2) { true }
    }
}
