import Foundation
import Testing

/// The decorators of every compiled fixture protocol (`Tests/DecoratorTests/Fixtures`, and the
/// articles' `Tests/DecoratorTests/Documentation/Domain`), type-checked
/// with the fixtures under each upcoming feature the toolchain accepts, alone and all together, in
/// the Swift 5 and Swift 6 language modes: the generated code must build without an error or a
/// warning in packages that enable any of them. (A fixture may warn where the feature asks more of
/// the user's own code, as `ExistentialAny` does of a bare protocol type; its decorators must not.)
/// The checked-in goldens (`Tests/Goldens`) are type-checked the same way.
@Suite struct UpcomingFeatureTests {
    @Test(arguments: FeatureSetting.all)
    func generatedCodeCompiles(under setting: FeatureSetting) async throws {
        let generated = try await GeneratedFixtures.shared.value
        let problems = try await Self.problems(typeChecking: generated.inputs + generated.outputs, under: setting)
        #expect(problems.isEmpty, "\(setting):\n\(problems.joined(separator: "\n"))")
    }

    /// Each golden's expected `Name+Crosscut.swift` beside its input, all as one module: `GoldenTests`
    /// holds them to what the generator writes, and this to what compiles against the runtime. Each
    /// mode alone and with every feature: the fixtures above take each feature alone through the same
    /// generator, so the goldens' every single feature would only double this suite's time.
    @Test(arguments: FeatureSetting.bounds)
    func goldensCompile(under setting: FeatureSetting) async throws {
        let goldens = try CheckedInGoldens.files()
        #expect(goldens.outputs.count >= 3 && goldens.outputs.count == goldens.inputs.count)
        let problems = try await Self.problems(typeChecking: goldens.inputs + goldens.outputs, under: setting)
        #expect(problems.isEmpty, "\(setting):\n\(problems.joined(separator: "\n"))")
    }

    /// A target may declare types named like the runtime's (`Concerns`, `MemberCache`, …); the generated
    /// code names the runtime's, qualified with the module, so the user's never change what it means.
    @Test func generatedCodeCompilesBesideTheUsersTypesNamedLikeTheRuntimes() async throws {
        let generated = try await GeneratedFixtures.shared.value
        let namesakes = Crosscut.packageRoot.appendingPathComponent(".build/crosscut-feature-matrix-namesakes.swift")
        try """
        struct Concerns {}
        protocol CallMetrics {}
        enum CallOutcome {}
        enum EventValue {}
        final class MemberCache {}
        final class GenericMemberCache {}

        """.write(to: namesakes, atomically: true, encoding: .utf8)
        let problems = try await Self.problems(
            typeChecking: [namesakes.path] + generated.inputs + generated.outputs,
            under: FeatureSetting(languageMode: "6", features: []))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The matrix is read from the toolchain: if that failed, the test above would have no case.
    @Test func theMatrixCoversTheToolchainsUpcomingFeatures() {
        let settings = FeatureSetting.all.map(\.testDescription)
        for expected in [
            "Swift 5", "Swift 6", "Swift 6 + InternalImportsByDefault", "Swift 6 + MemberImportVisibility",
            "Swift 6 + ExistentialAny", "Swift 5 + StrictConcurrency", "Swift 6 + all upcoming features",
        ] {
            #expect(settings.contains(expected), "\(expected) missing from \(settings)")
        }
    }

    /// The errors, and the warnings in generated files, of type-checking `files` as one module under
    /// `setting` with the built runtime; a failure without a message is reported as its status.
    private static func problems(typeChecking files: [String], under setting: FeatureSetting) async throws
        -> [String]
    {
        let arguments =
            [
                "-typecheck", "-parse-as-library", "-module-name", "Fixtures",
                "-package-name", "Fixtures", "-swift-version", setting.languageMode,
                "-I", Crosscut.productsDirectory.appendingPathComponent("Modules").path,
                // The runtime's module needs its C target's: found by its module map.
                "-I", Crosscut.packageRoot.appendingPathComponent("Sources/CrosscutAtomics/include").path,
            ] + setting.features.flatMap { ["-enable-upcoming-feature", $0] } + files
        let result = try await swiftc(arguments)
        let problems = result.standardError.split(separator: "\n").map(String.init).filter {
            $0.contains(": error:") || ($0.contains(": warning:") && $0.contains(GeneratedFixtures.suffix))
        }
        return problems.isEmpty && result.status != 0 ? ["swiftc exited with \(result.status)"] : problems
    }

    /// One compiler at a time: the test cases run concurrently, and on two cores a second compiler
    /// starved the runtime's time-limited tests past their limit (seen once in CI).
    private static let compilerSlot = DispatchSemaphore(value: 1)

    /// Runs `swiftc` with `arguments`, one compiler at a time.
    static func swiftc(_ arguments: [String]) async throws -> ProcessResult {
        try await runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments, slot: compilerSlot)
    }
}

/// A language mode and the upcoming features enabled beside it.
struct FeatureSetting: CustomTestStringConvertible, Sendable {
    var languageMode: String
    var features: [String]

    var testDescription: String {
        "Swift \(languageMode)"
            + (features.count > 1 ? " + all upcoming features" : features.map { " + \($0)" }.first ?? "")
    }

    /// Each mode alone, with each feature it does not already enable, and with all of them.
    static let all: [FeatureSetting] = {
        let upcoming = upcomingFeatures()
        return [5, 6].flatMap { mode in
            let features = upcoming.filter { ($0.enabledIn.flatMap { Int($0) } ?? .max) > mode }.map(\.name)
            return [FeatureSetting(languageMode: "\(mode)", features: [])]
                + features.map { FeatureSetting(languageMode: "\(mode)", features: [$0]) }
                + [FeatureSetting(languageMode: "\(mode)", features: features)]
        }
    }()

    /// Each mode alone and with all its upcoming features: the bounds of ``all``.
    static let bounds: [FeatureSetting] = all.filter { $0.features.count != 1 }

    /// The toolchain's upcoming features and the language mode that enables each, as
    /// `swiftc -frontend -print-supported-features` lists them.
    private static func upcomingFeatures() -> [(name: String, enabledIn: String?)] {
        struct Listing: Decodable {
            struct Features: Decodable { var upcoming: [Feature] }
            struct Feature: Decodable {
                var name: String
                var enabled_in: String?
            }
            var features: Features
        }
        guard
            let result = try? waitForProcess(
                URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-frontend", "-print-supported-features"]),
            let listing = try? JSONDecoder().decode(Listing.self, from: Data(result.standardOutput.utf8))
        else { return [] }
        return listing.features.upcoming.map { ($0.name, $0.enabled_in) }
    }
}

/// The compiled fixtures and their decorators, generated once (one file per input, as
/// `crosscut generate` writes them without `--combine`, so that each file's imports are checked alone).
struct GeneratedFixtures: Sendable {
    var inputs: [String]
    var outputs: [String]

    /// How the generated files' names end.
    static let suffix = "+Crosscut.swift"

    static let shared = Task<GeneratedFixtures, any Error> {
        let inputs = try ["Fixtures", "Documentation/Domain"].flatMap { folder in
            let fixtures = Crosscut.packageRoot.appendingPathComponent("Tests/DecoratorTests/\(folder)")
            return try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { fixtures.appendingPathComponent($0).path }
        }
        // In this checkout's `.build`, pruned of outputs whose input is gone, so nothing piles up.
        let output = Crosscut.packageRoot.appendingPathComponent(".build/crosscut-feature-matrix", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try await Crosscut.run(["generate", "--output-dir", output.path, "--prune"] + inputs, in: output)
        guard result.status == 0 else { throw GenerationFailed(output: result.standardError) }
        let outputs = try FileManager.default.contentsOfDirectory(atPath: output.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { output.appendingPathComponent($0).path }
        return GeneratedFixtures(inputs: inputs, outputs: outputs)
    }

    struct GenerationFailed: Error, CustomStringConvertible {
        var output: String
        var description: String { "crosscut generate failed on the fixtures:\n\(output)" }
    }
}
