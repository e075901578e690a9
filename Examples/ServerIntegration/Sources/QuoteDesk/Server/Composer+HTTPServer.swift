import Hummingbird
import Logging

extension Composer {
    /// The desk's HTTP API over `exchange`, on 127.0.0.1:8080, each request's caller authenticated
    /// by `tokens`: `GET /quotes/AAPL` answers a price (`quotes.read`), `GET /portfolio?AAPL=10&SWFT=100`
    /// the holdings' value (`portfolio.read`); a request whose arguments break the services' rules
    /// answers 400 with every violation. The exchange is asked with the server's own `apiKey`;
    /// the server reports through `logger`.
    public func httpServer(
        over exchange: some QuoteService, tokens: BearerTokens, apiKey: String, logger: Logging.Logger
    ) -> some ApplicationProtocol {
        let quotes = quotes(from: exchange)
        let portfolio = portfolio(over: exchange)
        let router = Router()
        router.add(middleware: CallerMiddleware(tokens: tokens))
        router.add(middleware: InvalidArgumentsMiddleware())
        router.get("quotes/:symbol") { _, context in
            let symbol = try context.parameters.require("symbol")
            return String(try await quotes.price(of: symbol, apiKey: apiKey))
        }
        router.get("portfolio") { request, _ in
            let holdings = try request.uri.queryParameters.map { symbol, quantity in
                guard let quantity = Double(quantity) else {
                    throw HTTPError(.badRequest, message: "\(symbol)'s quantity is not a number")
                }
                return Holding(quantity, String(symbol))
            }
            return String(try await portfolio.value(of: holdings, apiKey: apiKey))
        }
        return Application(router: router, logger: logger)
    }
}
