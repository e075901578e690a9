import Crosscut
import CrosscutTesting
import Testing

// docs:begin(concurrencyLimitProtocol)
// @crosscut(metrics, concurrencyLimit(4, queue: 8, wait: 0.5))
protocol AudioLibrary: Sendable {
    func download(_ title: String) async throws -> [UInt8]
    // @crosscut(concurrencyLimit(1))
    func reindex() async throws
}
// docs:end

/// A library whose calls wait until its gate opens.
final class HeldLibrary: AudioLibrary {
    let gate = TestGate()
    let reindexing = Locked(0)

    func download(_ title: String) async throws -> [UInt8] {
        await gate.wait()
        return Array(title.utf8)
    }

    func reindex() async throws {
        reindexing.withLock { $0 += 1 }
        await gate.wait()
    }
}

@Suite(.timeLimit(.minutes(1))) struct ConcurrencyLimitSamples {
    @Test func aSecondReindexIsRefusedWhileTheFirstHoldsItsPlace() async throws {
        // docs:begin(concurrencyLimit)
        let library = HeldLibrary()  // its calls wait until `library.gate` opens
        let concerns = Concerns(metrics: InMemoryMetricsRecorder())
        let decorated = library.decorated(with: concerns)
        let first = Task { try await decorated.reindex() }
        #expect(await eventually { library.reindexing.withLock { $0 } == 1 })  // it holds reindex()'s place
        await #expect(throws: ConcurrencyLimitExceeded.self) { try await decorated.reindex() }
        library.gate.open()
        try await first.value
        #expect(library.reindexing.withLock { $0 } == 1)  // the refused call never reached the library
        // docs:end
        #expect(concerns.concurrencyLimiters.all.map(\.name) == ["AudioLibrary", "AudioLibrary.reindex()"])
    }
}
