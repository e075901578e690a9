import Crosscut

/// An itinerary whose plan asks a forecast, so that a traced call makes a traced call.
final class LiveItinerary: Itinerary {
    private let weather: any SkyReport
    private let storedTitle = Locked("Trip")
    private let failuresLeft: Locked<Int>

    init(forecast: any SkyReport, failingFirst failures: Int = 0) {
        weather = forecast
        failuresLeft = Locked(failures)
    }

    func plan(for city: String) async throws -> [String] {
        let degrees = try await weather.today(in: city, apiKey: "key-123")
        try failuresLeft.withLock { left in
            if left > 0 {
                left -= 1
                throw ForecastError.unknownCity(city)
            }
        }
        return ["walk in \(city) at \(degrees)°"]
    }

    func forecast(in city: String) throws(ForecastError) -> Int {
        guard city != "Atlantis" else { throw .unknownCity(city) }
        return 21
    }

    var title: String {
        get { storedTitle.withLock { $0 } }
        set { storedTitle.withLock { $0 = newValue } }
    }

    func ping() -> Bool { true }
}

struct FixedSkyReport: SkyReport {
    func today(in city: String, apiKey: String) async throws -> Int { 21 }
}

@MainActor final class LiveTripScreen: TripScreen {
    private(set) var shown: [String] = []

    func show(_ itinerary: [String]) async -> Int {
        MainActor.assertIsolated()
        shown += itinerary
        return shown.count
    }
}
