import Crosscut

/// What the desk shows about listed companies, from a slow reference-data provider.
// @crosscut(tracing, logging, metrics, caching)
public protocol CompanyProfiles: Sendable {
    /// The profile of the company listed as `symbol`, kept five minutes in a cache that every
    /// instance of the desk shares.
    // @crosscut(cached(ttl: 300, shared))
    func profile(of symbol: String) async throws -> CompanyProfile

    /// Replaces the profile of `profile.symbol`'s company: every instance forgets the profiles it
    /// holds.
    // @crosscut(invalidates)
    func update(_ profile: CompanyProfile) async throws
}

/// A listed company, as the reference data describes it.
public struct CompanyProfile: Codable, Sendable, Equatable {
    public var symbol: String
    public var name: String
    public var sector: String

    public init(symbol: String, name: String, sector: String) {
        self.symbol = symbol
        self.name = name
        self.sector = sector
    }
}

/// The reference-data provider, counting what it is asked.
public final class ReferenceData: CompanyProfiles {
    /// What the provider answers for a symbol it does not list.
    public struct Unlisted: Error, CustomStringConvertible {
        public let symbol: String
        public var description: String { "\(symbol) is not listed" }
    }

    private let profiles: Locked<[String: CompanyProfile]>
    private let asked = Locked(0)

    public init(_ profiles: [CompanyProfile]) {
        self.profiles = Locked(Dictionary(uniqueKeysWithValues: profiles.map { ($0.symbol, $0) }))
    }

    /// How many profiles the provider has been asked for.
    public var lookups: Int { asked.withLock { $0 } }

    public func profile(of symbol: String) async throws -> CompanyProfile {
        asked.withLock { $0 += 1 }
        guard let profile = profiles.withLock({ $0[symbol] }) else { throw Unlisted(symbol: symbol) }
        return profile
    }

    public func update(_ profile: CompanyProfile) async throws {
        profiles.withLock { $0[profile.symbol] = profile }
    }
}

extension ReferenceData {
    /// The companies the desk's example lists.
    public static var listed: ReferenceData {
        ReferenceData([
            CompanyProfile(symbol: "AAPL", name: "Apple Inc.", sector: "Technology"),
            CompanyProfile(symbol: "SWFT", name: "Swift Transportation", sector: "Industrials"),
        ])
    }
}
