import Foundation
import Testing

@testable import CrosscutGenerator

/// Writes each golden sample's generated code into the directory `CROSSCUT_DUMP` names, to
/// compile it against the runtime or to refresh the goldens after a deliberate change.
@Test func dumpSamples() throws {
    let samples = [
        ("AgeManager", SampleProtocols.ageManager), ("MeditationCatalog", SampleProtocols.catalog),
        ("Everything", SampleProtocols.everything),
    ]
    for (name, sample) in samples {
        let model = SourceModel(file: "/src/\(name).swift", imports: ["import Foundation"], protocols: [sample])
        let result = Build.generate([model])
        #expect(result.diagnostics == [])
        #expect(result.files.map(\.name) == ["\(name)+Crosscut.swift"])
        if let directory = ProcessInfo.processInfo.environment["CROSSCUT_DUMP"], let file = result.files.first {
            try file.contents.write(toFile: "\(directory)/\(file.name)", atomically: true, encoding: .utf8)
        }
    }
}
