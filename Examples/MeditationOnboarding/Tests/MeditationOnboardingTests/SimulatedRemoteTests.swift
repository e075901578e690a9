import Testing

@testable import MeditationOnboarding

struct SimulatedRemoteTests {
    @Test func sameSeedFailsTheSameCalls() async {
        func outcomes(seed: UInt64) async -> [Bool] {
            let remote = SimulatedRemote(failureRate: 0.5, seed: seed, clock: InstantClock())
            var results: [Bool] = []
            for _ in 0..<20 {
                results.append((try? await remote.fetchSessions(for: .moreFocus)) != nil)
            }
            return results
        }
        let first = await outcomes(seed: 11)
        #expect(await outcomes(seed: 11) == first)
        #expect(first.contains(true) && first.contains(false))
    }

    @Test func failureRateZeroNeverFailsAndOneAlwaysFails() async throws {
        let reliable = SimulatedRemote(failureRate: 0, seed: 1, clock: InstantClock())
        let down = SimulatedRemote(failureRate: 1, seed: 1, clock: InstantClock())
        for _ in 0..<10 {
            #expect(try await reliable.fetchSessions(for: .sleepBetter).count == 3)
            await #expect(throws: RemoteError.unavailable) { try await down.fetchSessions(for: .sleepBetter) }
        }
        #expect(down.calls == 10)
    }

    @Test func latencyIsSpentOnTheInjectedClockWithinItsRange() async throws {
        let clock = InstantClock()
        let remote = SimulatedRemote(
            failureRate: 0, seed: 3, clock: clock, minimumLatency: .milliseconds(100),
            latencySpread: .milliseconds(50))
        _ = try await remote.fetchSessions(for: .calmAnxiety)
        #expect(clock.now.offset >= .milliseconds(100))
        #expect(clock.now.offset < .milliseconds(150))
    }
}
