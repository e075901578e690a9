import Crosscut
import CrosscutTesting

extension TestConcerns {
    /// The concerns every decorator test runs with: retries up to `maxAttempts` times without
    /// waiting, results cached for 30 seconds.
    static func harness(maxAttempts: Int = 3, enabled: ConcernSet = .all) -> TestConcerns {
        TestConcerns(
            retryStrategy: RetryStrategy(maxAttempts: maxAttempts, backoff: .constant(.zero), jitter: .none),
            enabled: enabled,
            defaultTTL: .seconds(30)
        )
    }

    /// The names of the `.info`/`.error` call events, in order.
    var callEvents: [String] { log.events.filter { $0.level >= .info && !$0.name.hasSuffix(" retry") }.map(\.name) }

    /// The value of the calls counter for `member` of `service` with `outcome` (`success`/`error`).
    func calls(_ service: String, _ member: String, outcome: String = "success") -> Int? {
        metrics.snapshot().counter(
            "crosscut_calls_total",
            ["member": member, "outcome": outcome, "module": "DecoratorTests", "service": service])
    }

    /// The value of the retries counter for `member` of `service`.
    func retries(_ service: String, _ member: String) -> Int? {
        metrics.snapshot().counter(
            "crosscut_retries_total", ["member": member, "module": "DecoratorTests", "service": service])
    }
}

/// An error the fakes throw.
struct FakeError: Error, Equatable {
    var code: Int
}
