import Foundation

/// The public top-level names of the server ecosystem's packages that a user may import beside
/// Crosscut — swift-log, swift-metrics, swift-distributed-tracing, swift-nio, Hummingbird and
/// Vapor, and what they re-export — as `Scripts/ecosystem-public-names.py` wrote them: the package
/// does not depend on them, so they are a checked-in snapshot, one `NAME MODULE` a line.
enum EcosystemNames {
    static let file = BuiltModules.packageRoot.appendingPathComponent("Tests/PublicNames/ecosystem-public-names.txt")

    static func load() throws -> Set<PublicName> {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        return Set(
            lines.filter { !$0.hasPrefix("#") }.map { line in
                let parts = line.split(separator: " ")
                return PublicName(name: String(parts[0]), module: String(parts[1]))
            })
    }
}
