import Hummingbird
import Logging

extension Composer {
    /// The desk's HTTP API over `exchange` and `provider`, on 127.0.0.1:`port`, each request's caller
    /// authenticated by `tokens`: `GET /quotes/AAPL` answers a price (`quotes.read`),
    /// `GET /portfolio?AAPL=10&SWFT=100` the holdings' value (`portfolio.read`), `GET /companies/AAPL`
    /// a company's profile as JSON, and `PUT /companies/AAPL` replaces it; a request whose arguments
    /// break the services' rules answers 400 with every violation, and one that finds the exchange's
    /// concurrency limit full answers 503. The exchange is asked with the
    /// server's own `apiKey`; the server reports through `logger`.
    public func httpServer(
        over exchange: some QuoteService, profiles provider: some CompanyProfiles, tokens: BearerTokens,
        apiKey: String, logger: Logging.Logger, port: Int = 8080
    ) -> some ApplicationProtocol {
        let quotes = quotes(from: exchange)
        let portfolio = portfolio(over: exchange)
        let profiles = profiles(from: provider)
        concerns.checkComposition()
        let router = Router()
        router.add(middleware: CallerMiddleware(tokens: tokens))
        router.add(middleware: InvalidArgumentsMiddleware())
        router.add(middleware: OverloadMiddleware())
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
        router.get("companies/:symbol") { _, context in
            try await profiles.profile(of: try context.parameters.require("symbol"))
        }
        router.put("companies/:symbol") { request, context -> HTTPResponse.Status in
            let profile = try await request.decode(as: CompanyProfile.self, context: context)
            guard profile.symbol == (try context.parameters.require("symbol")) else {
                throw HTTPError(.badRequest, message: "the profile's symbol is not the path's")
            }
            try await profiles.update(profile)
            return .noContent
        }
        return Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            logger: logger)
    }
}

extension CompanyProfile: ResponseEncodable {}
