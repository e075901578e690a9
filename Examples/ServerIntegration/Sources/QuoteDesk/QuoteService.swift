import Crosscut

/// Prices of financial instruments, from a remote exchange, which the desk asks at most 4 calls at
/// a time, with 4 more waiting up to 5 seconds for a place.
// @crosscut(tracing, logging, metrics, authorization(requires: "quotes.read"), validation, retry, concurrencyLimit(4, queue: 4, wait: 5))
public protocol QuoteService: Sendable {
    /// The last price of `symbol`, asked for with the desk's API key.
    // @crosscut(validate(symbol: matches(/[A-Z]{1,5}/), apiKey: nonEmpty))
    func price(of symbol: String, apiKey: String) async throws -> Double
}

/// An exchange that is unavailable for the first `failures` calls, then answers from `prices`.
public final class FlakyExchange: QuoteService {
    /// What the exchange answers when it is down.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String { "503 Service Unavailable" }
    }

    private let prices: [String: Double]
    private let failuresLeft: Locked<Int>

    public init(prices: [String: Double], failures: Int) {
        self.prices = prices
        failuresLeft = Locked(failures)
    }

    public func price(of symbol: String, apiKey: String) async throws -> Double {
        let fails = failuresLeft.withLock { left in
            defer { left = max(0, left - 1) }
            return left > 0
        }
        if fails { throw Unavailable() }
        return prices[symbol] ?? 0
    }
}
