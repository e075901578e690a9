import Crosscut
import CrosscutTesting
import Foundation

@testable import MeditationOnboarding

/// The run the READMEs show: the program's onboarding played with the options and the piped keys
/// of the example's README, its event log stamped with a fixed date — what
/// `onboarding --seed 3 --failure-rate 0.5 --instant` prints, line for line, but for the date.
struct ScriptedRun {
    static let arguments = ["--seed", "3", "--failure-rate", "0.5", "--instant"]
    /// One key per line, as the README pipes them: Welcome → Reason (2: less stress) → Age (+2) →
    /// Recap → back to Age → Recap again (a cache hit) → finish.
    static let keys = "enter\n2\nup\nup\nenter\nback\nenter\nenter\n"
    /// Every event's timestamp: 2026-11-21T07:30:00.000Z.
    static let date = Date(timeIntervalSince1970: 1_795_246_200)

    /// The event log, one console line per event.
    let log: [String]
    /// What the program prints last: the farewell and the metrics summary.
    let closing: String

    @MainActor
    init() async throws {
        let options = try Options.parse(Self.arguments)
        let lines = Locked<[String]>([])
        let keys = AsyncStream<Key> { continuation in
            for line in Self.keys.split(separator: "\n") {
                if let key = PipedKey.key(forLine: String(line)) { continuation.yield(key) }
            }
            continuation.finish()
        }
        closing = await OnboardingProgram.play(
            options, keys: keys, log: ConsoleEventSink(output: .lines { line in lines.withLock { $0.append(line) } }),
            dateProvider: FixedDateProvider(Self.date), display: { _ in })
        log = lines.withLock { $0 }
    }

    /// What the run prints but for the screens: the event log, then the closing lines.
    var printed: [String] {
        log + closing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
