import Crosscut
import CrosscutTesting
import Testing

/// The composition helpers do not hide the module's own functions of their former names.
struct ExporterTests {
    @Test func aConformerCallsTheModulesOwnWithTimeoutAndWithRetry() async throws {
        let harness = TestConcerns.harness()
        let exporter = LiveExporter().decorated(with: harness.concerns)
        #expect(try await exporter.export(["a", "b", "c"]) == 3)
        #expect(try exporter.flush())
        #expect(harness.callEvents == ["Exporter.export(_:)", "Exporter.flush()"])
    }

    @Test func theHelpersComposeInAnotherOrder() async throws {
        let harness = TestConcerns.harness()
        let exporter = LiveExporter().decorated(withTimeout: harness.concerns).decorated(withLogging: harness.concerns)
            .decorated(withRetry: harness.concerns)
        #expect(try await exporter.export(["a"]) == 1)
        #expect(harness.callEvents == ["Exporter.export(_:)"])
    }
}
