import Foundation
import Testing

/// `crosscut`'s command line: help, and exit status 2 with a clear message for every mistake.
@Suite struct UsageTests {
    @Test func helpPrintsTheUsageAndSucceeds() async throws {
        for flag in ["--help", "-h", "help"] {
            let result = try await Crosscut.run([flag])
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("crosscut generate --output-dir DIR"))
            #expect(result.standardOutput.contains("crosscut inspect"))
            #expect(result.standardError.isEmpty)
        }
    }

    /// The generated-code article and the plugins' README show the usage as `crosscut --help` prints it.
    @Test(arguments: [
        ("Sources/Crosscut/Crosscut.docc/TheGeneratedCode.md", "## The crosscut command line"),
        ("Plugins/README.md", "## The `crosscut` executable"),
    ])
    func theDocumentsShowTheUsageTheHelpPrints(document: String, heading: String) async throws {
        let help = try await Crosscut.run(["--help"]).standardOutput.split(
            separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(help.firstIndex { $0.hasPrefix("USAGE: ") })
        let usage = help[start...].prefix { !$0.isEmpty }.map { $0.dropFirst("USAGE: ".count) }
        let text = try String(contentsOf: Crosscut.packageRoot.appendingPathComponent(document), encoding: .utf8)
        let section = try #require(text.components(separatedBy: heading).dropFirst().first)
        let block = try #require(section.components(separatedBy: "```text\n").dropFirst().first)
        let shown = try #require(block.components(separatedBy: "\n```").first)
        #expect(shown == usage.joined(separator: "\n"))
    }

    /// `--version` prints the version that the header of every generated file names.
    @Test func versionPrintsTheVersionTheHeadersName() async throws {
        let result = try await Crosscut.run(["--version"])
        #expect(result.status == 0)
        let version = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.hasPrefix("crosscut "))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Store.swift", "// @crosscut(logging)\nprotocol Store {}\n")
        let output = directory.url.appendingPathComponent("out")
        _ = try await Crosscut.run(["generate", "--output-dir", output.path, input.path])
        let header = try String(contentsOf: output.appendingPathComponent("Store+Crosscut.swift"), encoding: .utf8)
        #expect(header.contains(", by \(version).\n"))
    }

    @Test func helpAfterACommandPrintsTheUsage() async throws {
        let result = try await Crosscut.run(["generate", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE:"))
    }

    /// `crosscut concerns` lists the concerns the help's overview names, in its order, each with the
    /// member options it reads.
    @Test func concernsListsEachConcernWithItsMemberOptions() async throws {
        let result = try await Crosscut.run(["concerns"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains("caching cached invalidates"))
        let names = lines.compactMap { $0.split(separator: " ").first }
        let overview = try await Crosscut.run(["--help"]).standardOutput
        #expect(
            overview.hasPrefix(
                "OVERVIEW: Generates \(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") "))
    }

    struct Mistake: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let mistakes: [Mistake] = [
        Mistake(arguments: [], message: "missing command"),
        Mistake(arguments: ["frobnicate"], message: "unknown command 'frobnicate'"),
        Mistake(arguments: ["--verbose"], message: "unknown option '--verbose'"),
        Mistake(
            arguments: ["generate", "--output-dir", "out", "--bogus", "A.swift"], message: "unknown option '--bogus'"),
        Mistake(arguments: ["inspect", "--yaml", "A.swift"], message: "unknown option '--yaml'"),
        Mistake(arguments: ["generate", "A.swift"], message: "'generate' needs '--output-dir DIR'"),
        Mistake(arguments: ["generate", "--output-dir"], message: "option '--output-dir' needs a value"),
        Mistake(
            arguments: ["generate", "--output-dir", "--prune", "A.swift"], message: "'--output-dir' needs a value"),
        Mistake(arguments: ["generate", "--output-dir", "out"], message: "needs input files"),
        Mistake(arguments: ["generate", "--output-dir=a", "--output-dir=b", "A.swift"], message: "given twice"),
        Mistake(arguments: ["generate", "--prune=yes", "--output-dir", "out", "A.swift"], message: "takes no value"),
        Mistake(arguments: ["inspect"], message: "'inspect' needs input files"),
        Mistake(arguments: ["concerns", "logging"], message: "'concerns' takes no arguments"),
        Mistake(
            arguments: ["generate", "--output-dir", "out", "--dependency-file-list", "deps.txt", "A.swift"],
            message: "'--dependency-file-list' takes MODULE=PATH"),
        Mistake(
            arguments: ["generate", "--output-dir", "out", "--other-package-file-list", "a/b=deps.txt", "A.swift"],
            message: "'--other-package-file-list' takes MODULE=PATH"),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsAUsageError(_ mistake: Mistake) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try await Crosscut.run(mistake.arguments, in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("crosscut: error: "))
        #expect(result.standardError.contains(mistake.message), "\(result.standardError)")
        #expect(result.standardError.contains("crosscut --help"))
        #expect(result.standardOutput.isEmpty)
        #expect(!directory.exists("out"))
    }

    @Test func aMissingInputFileIsAUsageErrorNamingItsAbsolutePath() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for command in [["generate", "--output-dir", "out"], ["inspect", "--json"]] {
            let result = try await Crosscut.run(command + ["Missing.swift"], in: directory.url)
            #expect(result.status == 2)
            #expect(
                result.standardError.contains(
                    "crosscut: error: no such input file: \(directory.url.path)/Missing.swift"))
        }
        #expect(!directory.exists("out"))
    }

    @Test func aMissingFileListIsAUsageError() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "--file-list", "list.txt"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("no such file list: \(directory.url.path)/list.txt"))
    }

    @Test func aDirectoryGivenAsInputIsAUsageError() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/A.swift", "struct A {}\n")
        let result = try await Crosscut.run(["inspect", "Sources"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("input file is a directory: \(directory.url.path)/Sources"))
    }
}
