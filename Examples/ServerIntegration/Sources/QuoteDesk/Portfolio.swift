import Crosscut

/// What a client's holdings are worth: a service that calls another, so that one request is a tree
/// of spans.
// @crosscut(tracing, logging, metrics, authorization(requires: "portfolio.read"), validation)
public protocol Portfolio: Sendable {
    /// The value of `holdings` at the exchange's last prices; each holding checks itself.
    // @crosscut(validate(holdings: nonEmpty))
    func value(of holdings: [Holding], apiKey: String) async throws -> Double
}

/// A quantity of one instrument: a positive quantity of a symbol of one to five capitals.
public struct Holding: Sendable, CustomStringConvertible, SelfValidating {
    public var quantity: Double
    public var symbol: String

    public init(_ quantity: Double, _ symbol: String) {
        self.quantity = quantity
        self.symbol = symbol
    }

    /// `10.0 AAPL`.
    public var description: String { "\(quantity) \(symbol)" }

    public func validate(into checklist: inout Checklist) {
        checklist.expect(quantity > 0, "quantity", constraint: "positive", "must be positive")
        checklist.check(symbol, "symbol", matches: #/[A-Z]{1,5}/#, spelled: "/[A-Z]{1,5}/")
    }
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
