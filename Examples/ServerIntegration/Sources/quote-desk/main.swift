import Crosscut
import Foundation
import InMemoryTracing
import Logging
import Prometheus
import QuoteDesk

// A desk values a portfolio of two holdings on a flaky exchange: the first price is retried once.
// An intern, who may read quotes but not portfolios, is refused before the exchange is asked.
// The events go to swift-log's standard-output handler, each with its span's ids; the metrics are
// printed as Prometheus would scrape them; the spans as the tree a tracing UI would draw.
//
// `quote-desk serve [--port 8080]` serves the same services over HTTP instead, for the tokens
// below. With `DATABASE_URL` set (`Scripts/with-postgres.sh` sets it), the company profiles are
// cached in that PostgreSQL database too, which every instance of the desk started with it shares.
LoggingSystem.bootstrap(StreamLogHandler.standardOutput)
let arguments = Array(CommandLine.arguments.dropFirst())
let databaseURL = ProcessInfo.processInfo.environment["DATABASE_URL"]
let database = databaseURL.flatMap { SharedCacheDatabase(url: $0, logger: Logger(label: "quote-desk-cache")) }
if let databaseURL, database == nil {
    FileHandle.standardError.write(Data("quote-desk: DATABASE_URL names no host: '\(databaseURL)'\n".utf8))
    exit(2)
}
let tracer = InMemoryTracer()
let composer = Composer(
    logger: Logger(label: "quote-desk"), registry: PrometheusCollectorRegistry(), tracer: tracer,
    sharedCache: database.map { SharedCache(store: $0.store, timeout: .milliseconds(200)) })
let exchange = FlakyExchange(prices: ["AAPL": 231.5, "SWFT": 6.3], failures: 1)
let desk = Caller(id: "desk-1", roles: ["quotes.read", "portfolio.read"])
let intern = Caller(id: "intern-7", roles: ["quotes.read"])

if arguments.first == "serve" {
    let portArgument = arguments.firstIndex(of: "--port").map { arguments.dropFirst($0 + 1).first ?? "" }
    let port = portArgument.map { Int($0) } ?? 8080
    guard let port else {
        FileHandle.standardError.write(Data("quote-desk: --port takes a number, not '\(portArgument ?? "")'\n".utf8))
        exit(2)
    }
    let server = composer.httpServer(
        over: exchange, profiles: ReferenceData.listed,
        tokens: BearerTokens(["desk-token": desk, "intern-token": intern]), apiKey: "sk-live-secret",
        logger: Logger(label: "quote-desk-http"), port: port)
    // docs:begin(postgresServing)
    if let database {
        try await database.serving(composer.concerns) { try await server.runService() }
    } else {
        try await server.runService()
    }
    // docs:end
} else {
    let portfolio = composer.portfolio(over: exchange)
    let holdings = [Holding(10, "AAPL"), Holding(100, "SWFT")]
    let value = try await Caller.with(desk) { try await portfolio.value(of: holdings, apiKey: "sk-live-secret") }
    print("portfolio: \(value)\n")
    do {
        _ = try await Caller.with(intern) { try await portfolio.value(of: holdings, apiKey: "sk-live-secret") }
    } catch let denied as AccessDenied {
        print("\(denied)\n")
    }
    print(composer.exposition())
    print(spanTree(of: tracer.finishedSpans))
}
