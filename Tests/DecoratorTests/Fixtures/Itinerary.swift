/// Tracing with the other concerns: a service that calls another traced service, typed throws, a
/// property, a member that skips tracing, and a main-actor screen.
// @crosscut(tracing, logging, metrics, retry)
protocol Itinerary: Sendable {
    func plan(for city: String) async throws -> [String]
    func forecast(in city: String) throws(ForecastError) -> Int
    var title: String { get set }
    // @crosscut(skip(tracing))
    func ping() -> Bool
}

// @crosscut(tracing, logging)
protocol SkyReport: Sendable {
    func today(in city: String, apiKey: String) async throws -> Int
}

// @crosscut(tracing)
@MainActor
protocol TripScreen: AnyObject {
    func show(_ itinerary: [String]) async -> Int
}

/// Why a forecast failed.
enum ForecastError: Error, Equatable {
    case unknownCity(String)
}
