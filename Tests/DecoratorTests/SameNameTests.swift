import Crosscut
import CrosscutTesting
import SameNameFixtures
import Testing

/// The balance a treasury answers with, or an outage; and how often it was asked.
private struct Book: Sendable {
    let balance: Int
    var isDown = false
    let calls = CallCounter()

    func answer(_ member: String) throws -> Int {
        calls.record(member)
        if isDown { throw FakeError(code: 503) }
        return balance
    }
}

/// This module's treasury.
private struct OurTreasury: Treasury {
    let book: Book
    func balance(of account: String) async throws -> Int { try book.answer("balance") }
    func close(_ account: String) async throws { _ = try book.answer("close") }
}

/// SameNameFixtures' treasury.
private struct TheirTreasury: SameNameFixtures.Treasury {
    let book: Book
    func balance(of account: String) async throws -> Int { try book.answer("balance") }
    func close(_ account: String) async throws { _ = try book.answer("close") }
}

/// Two modules' services of one name, `Treasury` here and in SameNameFixtures, decorated by one
/// Composer with one `Concerns`: each keeps its cached results, metric series, invalidation and
/// circuit breaker apart from the other's.
@Suite struct SameNameTests {
    private let fixture = TestConcerns.harness()

    @Test func neitherServesTheOthersCachedResult() async throws {
        let ours = OurTreasury(book: Book(balance: 10)).decorated(with: fixture.concerns)
        let theirs = TheirTreasury(book: Book(balance: 20)).decorated(with: fixture.concerns)
        #expect(try await ours.balance(of: "alice") == 10)
        #expect(try await theirs.balance(of: "alice") == 20)
        #expect(try await ours.balance(of: "alice") == 10)
        #expect(try await theirs.balance(of: "alice") == 20)
    }

    @Test func invalidatingOneLeavesTheOthersEntries() async throws {
        let theirBook = Book(balance: 20)
        let ours = OurTreasury(book: Book(balance: 10)).decorated(with: fixture.concerns)
        let theirs = TheirTreasury(book: theirBook).decorated(with: fixture.concerns)
        _ = try await theirs.balance(of: "alice")
        try await ours.close("alice")
        _ = try await theirs.balance(of: "alice")
        #expect(theirBook.calls.count("balance") == 1, "their entry survived our invalidation")
    }

    @Test func theComposerInvalidatesAnotherModulesServiceByItsName() async throws {
        let ourBook = Book(balance: 10)
        let theirBook = Book(balance: 20)
        let ours = OurTreasury(book: ourBook).decorated(with: fixture.concerns)
        let theirs = TheirTreasury(book: theirBook).decorated(with: fixture.concerns)
        _ = try await ours.balance(of: "alice")
        _ = try await theirs.balance(of: "alice")
        fixture.concerns.invalidateCache(of: ServiceName("Treasury", module: "SameNameFixtures"))
        _ = try await ours.balance(of: "alice")
        _ = try await theirs.balance(of: "alice")
        #expect(theirBook.calls.count("balance") == 2, "their entry is gone")
        #expect(ourBook.calls.count("balance") == 1, "ours stayed")
    }

    @Test func eachHasItsOwnSeriesLabelledWithItsModule() async throws {
        let ours = OurTreasury(book: Book(balance: 10)).decorated(with: fixture.concerns)
        let theirs = TheirTreasury(book: Book(balance: 20)).decorated(with: fixture.concerns)
        _ = try await ours.balance(of: "alice")
        _ = try await theirs.balance(of: "alice")
        _ = try await theirs.balance(of: "bob")
        let snapshot = fixture.metrics.snapshot()
        for (module, calls) in [("DecoratorTests", 1), ("SameNameFixtures", 2)] {
            let series: Dimensions = [
                "member": "balance(of:)", "module": "\(module)", "outcome": "success", "service": "Treasury",
            ]
            #expect(snapshot.counter(MetricName.calls, series) == calls)
        }
    }

    @Test func aHealthyServiceDoesNotFailFastForTheOthersOutage() async throws {
        let breakers = CircuitBreakers(policy: CircuitBreakerPolicy(minimumCalls: 2, window: 2))
        var concerns = fixture.concerns
        concerns.circuitBreakers = breakers
        concerns.enabled.remove(.caching)
        let ours = OurTreasury(book: Book(balance: 10)).decorated(with: concerns)
        let theirs = TheirTreasury(book: Book(balance: 20, isDown: true)).decorated(with: concerns)
        for _ in 0..<2 { await #expect(throws: FakeError(code: 503)) { try await theirs.balance(of: "alice") } }
        await #expect(throws: CircuitOpenError.self) { try await theirs.balance(of: "alice") }
        #expect(try await ours.balance(of: "alice") == 10)
        #expect(
            breakers.all.map { "\($0.name) \($0.module ?? "") \($0.state)" } == [
                "Treasury DecoratorTests closed", "Treasury SameNameFixtures open",
            ])
    }
}
