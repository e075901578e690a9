import Crosscut
import CrosscutTesting
import QuoteDesk

/// An exchange whose every call waits until its gate opens, then answers `price`: to fill the
/// desk's concurrency limit with calls in flight.
struct HeldExchange: QuoteService {
    let gate = TestGate()
    let price: Double
    private let asked = Locked(0)

    init(price: Double) { self.price = price }

    /// How many calls reached the exchange.
    var calls: Int { asked.withLock { $0 } }

    func price(of symbol: String, apiKey: String) async throws -> Double {
        asked.withLock { $0 += 1 }
        await gate.wait()
        return price
    }
}
