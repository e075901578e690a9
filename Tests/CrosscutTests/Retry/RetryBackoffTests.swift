import Crosscut
import Testing

@Suite struct RetryBackoffTests {
    @Test func constantGivesTheSameDelayEveryTime() {
        let backoff = RetryStrategy.Backoff.constant(.milliseconds(250))
        #expect((1...4).map(backoff.delay(beforeRetry:)) == Array(repeating: .milliseconds(250), count: 4))
    }

    @Test func exponentialMultipliesUpToTheCap() {
        let backoff = RetryStrategy.Backoff.exponential(initial: .milliseconds(100), multiplier: 2, cap: .seconds(1))
        let delays = (1...6).map(backoff.delay(beforeRetry:))
        #expect(delays == [100, 200, 400, 800, 1000, 1000].map(Duration.milliseconds))
    }

    @Test func exponentialTakesFractionalMultipliers() {
        let backoff = RetryStrategy.Backoff.exponential(initial: .milliseconds(100), multiplier: 1.5, cap: .seconds(10))
        #expect((1...3).map(backoff.delay(beforeRetry:)) == [100, 150, 225].map(Duration.milliseconds))
    }

    @Test func aHugeRetryNumberStaysAtTheCap() {
        let backoff = RetryStrategy.Backoff.exponential(initial: .nanoseconds(1), cap: .seconds(30))
        #expect(backoff.delay(beforeRetry: 10_000) == .seconds(30))
    }
}

@Suite struct RetrySplitMix64Tests {
    @Test func matchesTheReferenceSequence() {
        // Outputs of Vigna's reference splitmix64.c for the seed 1234567.
        var generator = SplitMix64(seed: 1_234_567)
        #expect(generator.next() == 6_457_827_717_110_365_317)
        #expect(generator.next() == 3_203_168_211_198_807_973)
        #expect(generator.next() == 9_817_491_932_198_370_423)
    }

    @Test func aSeededSourceRepeatsItsSequenceAndCopiesShareIt() {
        let source = RandomSource.seeded(99)
        let copy = source
        var reference = SplitMix64(seed: 99)
        #expect(source.next() == reference.next())
        #expect(copy.next() == reference.next())
        var fresh = SplitMix64(seed: 99)
        #expect(RandomSource.seeded(99).next() == fresh.next())
    }
}
