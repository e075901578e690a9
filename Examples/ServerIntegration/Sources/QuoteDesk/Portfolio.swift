/// What a client's holdings are worth: a service that calls another, so that one request is a tree
/// of spans.
// @crosscut(tracing, logging, metrics, authorization(requires: "portfolio.read"))
public protocol Portfolio: Sendable {
    /// The value of `holdings` at the exchange's last prices.
    func value(of holdings: [Holding], apiKey: String) async throws -> Double
}

/// A quantity of one instrument.
public struct Holding: Sendable, CustomStringConvertible {
    public var quantity: Double
    public var symbol: String

    public init(_ quantity: Double, _ symbol: String) {
        self.quantity = quantity
        self.symbol = symbol
    }

    /// `10.0 AAPL`.
    public var description: String { "\(quantity) \(symbol)" }
}

/// A portfolio priced by a quote service, one holding after another.
public struct LivePortfolio<Quotes: QuoteService>: Portfolio {
    private let quotes: Quotes

    public init(quotes: Quotes) {
        self.quotes = quotes
    }

    public func value(of holdings: [Holding], apiKey: String) async throws -> Double {
        var total = 0.0
        for holding in holdings {
            total += try await quotes.price(of: holding.symbol, apiKey: apiKey) * holding.quantity
        }
        return total
    }
}
