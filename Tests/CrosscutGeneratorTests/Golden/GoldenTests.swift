import Foundation
import Testing

/// The whole generated file for each golden input of `Tests/Goldens`, compared with its expected
/// `Name+Crosscut.swift`, and the generated-code article's blocks compared with their golden.
///
/// After a deliberate change to what the generator writes, regenerate every golden (and the article's
/// section) with
///
///     CROSSCUT_REGENERATE_GOLDENS=1 swift test --filter GoldenTests
///
/// and review the diff. A new golden is a new input `Tests/Goldens/Name.swift`: the command writes
/// its `Name+Crosscut.swift`.
@Suite struct GoldenTests {
    @Test(arguments: Golden.all)
    func generatedFileIsTheGolden(_ golden: Golden) throws {
        let result = try golden.generate()
        #expect(result.diagnostics == [])
        #expect(result.files.map(\.name) == [golden.name + Golden.generatedSuffix])
        let generated = result.files.first?.contents ?? ""
        if Golden.isRegenerating {
            try generated.write(to: golden.expected, atomically: true, encoding: .utf8)
        } else {
            let expected = try #require(
                try? String(contentsOf: golden.expected, encoding: .utf8),
                "no \(golden.expected.lastPathComponent): \(Golden.regenerateCommand) writes it")
            expectSameText(
                generated, expected, "\(golden.name)'s generated file (if that is meant: \(Golden.regenerateCommand))")
        }
    }

    /// Every expected file has its input, and the goldens the article and the tests rely on exist.
    @Test func everyGeneratedFileHasItsInput() {
        let inputs = Set(Golden.all.map(\.name))
        let outputs = Golden.files(endingWith: Golden.generatedSuffix).map {
            String($0.dropLast(Golden.generatedSuffix.count))
        }
        #expect(outputs.filter { !inputs.contains($0) } == [])
        #expect(inputs.isSuperset(of: ["AgeManager", "Everything", "MeditationCatalog"]))
    }
}
