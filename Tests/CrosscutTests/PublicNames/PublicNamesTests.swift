import Foundation
import Testing

/// Crosscut's and CrosscutTesting's public top-level names, read from their built modules, are
/// none of those of the modules a user imports beside them: Foundation's, read from the toolchain,
/// and the server ecosystem's (``EcosystemNames``). A name two imported modules declare is
/// "ambiguous for type lookup" wherever the user spells it.
@Test func publicNamesAreNoneOfTheModulesUsersImportBeside() async throws {
    let modules = try BuiltModules.folder()
    let cModules = BuiltModules.cModules(beside: modules)
    let ours = try await SymbolGraphNames(
        searchPaths: [modules, BuiltModules.atomicsHeaders] + cModules.includes, moduleMaps: cModules.moduleMaps
    ).names(of: ["Crosscut", "CrosscutTesting"])
    let theirs = try await SymbolGraphNames().names(of: foundationModules).union(EcosystemNames.load())
    #expect(
        ours.isSuperset(of: [
            .init(name: "Concerns", module: "Crosscut"), .init(name: "ManualClock", module: "CrosscutTesting"),
        ]))
    #expect(
        Set(theirs.map(\.name)).isSuperset(of: [
            "URL", "Logger", "Counter", "Tracer", "EventLoop", "Router", "Application",
        ]))

    let theirsByName = Dictionary(grouping: theirs, by: \.name)
    let clashes = ours.sorted().compactMap { name in
        theirsByName[name.name].map { "\(name), also \($0.sorted().map(\.description).joined(separator: ", "))" }
    }
    #expect(
        clashes.isEmpty, "public names a user importing both modules cannot spell:\n\(clashes.joined(separator: "\n"))")
}

/// The modules `import Foundation` brings in, each declaring names of its own.
private var foundationModules: [String] {
    #if canImport(FoundationEssentials)
        ["Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch"]
    #else
        ["Foundation", "Dispatch"]
    #endif
}
