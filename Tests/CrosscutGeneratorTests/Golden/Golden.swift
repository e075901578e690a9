import CrosscutGenerator
import Foundation
import Testing

/// One golden of `Tests/Goldens`: an input file as a user writes it, `Name.swift`, and what the
/// generator writes for it alone, `Name+Crosscut.swift`.
///
/// Both are real Swift files, type-checked against the runtime by `CrosscutPluginTests`. An input may
/// be a link to a decorator fixture (`Tests/DecoratorTests/Fixtures`, or the articles' domain in
/// `Tests/DecoratorTests/Documentation/Domain`), so that the text pinned here is that of decorators
/// the tests also run.
struct Golden: CustomTestStringConvertible, Sendable {
    /// The input's name without `.swift`: `AgeManager`.
    let name: String

    var testDescription: String { name }

    /// The folder of the goldens, outside every target so that SwiftPM compiles none of them.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

    /// What the names of generated files end with.
    static let generatedSuffix = "+Crosscut.swift"

    /// Every golden, by the inputs in ``directory``.
    static let all: [Golden] = files(endingWith: ".swift").filter { !$0.hasSuffix(generatedSuffix) }
        .map { Golden(name: String($0.dropLast(".swift".count))) }

    /// The names of the files in ``directory`` that end with `suffix`, sorted.
    static func files(endingWith suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// The input file.
    var input: URL { Self.directory.appendingPathComponent(name + ".swift") }

    /// The expected generated file.
    var expected: URL { Self.directory.appendingPathComponent(name + Self.generatedSuffix) }

    /// Whether the golden tests write what the generator writes instead of comparing with it, as
    /// ``regenerateCommand`` asks.
    static let isRegenerating = ProcessInfo.processInfo.environment["CROSSCUT_REGENERATE_GOLDENS"] == "1"

    /// The command that rewrites every golden's generated file and the generated-code article's blocks.
    static let regenerateCommand = "CROSSCUT_REGENERATE_GOLDENS=1 swift test --filter GoldenTests"

    /// The input's text.
    func inputText() throws -> String { try String(contentsOf: input, encoding: .utf8) }

    /// What the generator writes for the input, through the whole pipeline, given the input's path
    /// from the package's root, as the goldens' `#sourceLocation` directives name it wherever the
    /// package is checked out.
    func generate() throws -> GenerationResult {
        Generator().generate([SourceFile(path: "Tests/Goldens/\(name).swift", text: try inputText())])
    }
}
