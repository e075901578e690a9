import Foundation
import Testing

/// Runs the built `onboarding` program as a process, its standard input a pipe.
struct ProgramProcessTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Where SwiftPM put the test bundle, and the `onboarding` executable beside it.
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            fatalError("cannot find the products directory")
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// Runs `onboarding arguments` with `input` piped in; output and errors go through files, so
    /// neither pipe can fill up and block the program.
    func run(_ arguments: [String], input: String) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("out")
        let errorsURL = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)

        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent("onboarding")
        process.arguments = arguments
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorsURL, encoding: .utf8)
        )
    }

    @Test func aPipedRunDrawsTheScreensAndEndsWithTheMetricsSummary() throws {
        let run = try run(ScriptedRun.arguments, input: ScriptedRun.keys)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("\n── Welcome to Stillwater ──\n"))
        #expect(run.output.contains("── Why do you want to meditate? ──\n> 1. Sleep better\n"))
        #expect(run.output.contains("    32 years\n"))
        #expect(run.output.contains("Recommended for you:\n  1. Three-minute breathing space · 3 min\n"))
        #expect(run.output.contains("You are all set to feel less stressed. See you tomorrow.\n"))
        #expect(run.output.contains("Metrics (seed 3; calls that reached the remote: 3)\n"))
        let sessionsRow = run.output.split(separator: "\n").first { $0.hasPrefix("MeditationCatalog.sessions(for:)") }
        #expect(
            sessionsRow?.split(separator: " ", omittingEmptySubsequences: true).prefix(6).joined(separator: " ")
                == "MeditationCatalog.sessions(for:) 2 0 0 2 1/1")
        let premiumRow = run.output.split(separator: "\n").first {
            $0.hasPrefix("MeditationCatalog.premiumSessions(for:)")
        }
        #expect(
            premiumRow?.split(separator: " ", omittingEmptySubsequences: true).prefix(4).joined(separator: " ")
                == "MeditationCatalog.premiumSessions(for:) 2 0 2", "two denied calls: refused, not errors")
    }

    @Test func theEventLogGoesToStandardErrorInOrder() throws {
        let run = try run(ScriptedRun.arguments, input: ScriptedRun.keys)
        let names = run.errors.split(separator: "\n").map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).prefix(1).joined()
        }
        #expect(
            names == [
                "Welcome.next", "Reason.choose", "AgeManager.increase()", "AgeManager.increase()", "Age.next",
                "RecapScreen.didAppear", "MeditationCatalog.sessions(for:)", "MeditationCatalog.sessions(for:)",
                "MeditationCatalog.sessions(for:)", "MeditationCatalog.sessions(for:)",
                "MeditationCatalog.premiumSessions(for:)", "MeditationCatalog.premiumSessions(for:)", "Recap.back",
                "RecapScreen.didDisappear", "Age.next", "RecapScreen.didAppear", "MeditationCatalog.sessions(for:)",
                "MeditationCatalog.sessions(for:)", "MeditationCatalog.premiumSessions(for:)",
                "MeditationCatalog.premiumSessions(for:)", "Recap.finish", "Onboarding.end",
            ])
        #expect(run.errors.contains(" cache result=hit\n"))
        #expect(run.errors.contains(" retry attempt=2 "))
    }

    /// The scripted run the READMEs are checked against plays the program's own onboarding.
    @Test func printsWhatTheScriptedRunPrintsButForTheDate() async throws {
        let run = try run(ScriptedRun.arguments, input: ScriptedRun.keys)
        let scripted = try await ScriptedRun()
        func withoutDate(_ line: some StringProtocol) -> String { String(line.drop { $0 != " " }) }
        #expect(run.errors.split(separator: "\n").map(withoutDate) == scripted.log.map(withoutDate))
        #expect(run.output.hasSuffix(scripted.closing))
    }

    @Test func anUnknownLineGetsAHintAndIsSkipped() throws {
        let run = try run(["--instant", "--failure-rate", "0"], input: "enter\njump\n3\nq\n")
        #expect(run.status == 0)
        #expect(run.errors.contains("ignored \"jump\": write one key per line: enter, up, down, back, 0-9 or q\n"))
        #expect(run.output.contains("── How old are you? ──"))
        #expect(run.output.contains("Bye for now: your answers were not saved.\n"))
    }

    @Test func theEndOfInputEndsTheProgramCleanly() throws {
        let run = try run(["--instant"], input: "enter\n")
        #expect(run.status == 0)
        #expect(run.output.contains("Input ended before the onboarding was finished.\n"))
        #expect(run.errors.contains("Onboarding.end how=\"end of input\""))
    }

    @Test func theLogCanGoToAFileAsJSONLines() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try run(
            ["--seed", "3", "--failure-rate", "0.5", "--instant", "--log-format", "json", "--log-file", path],
            input: ScriptedRun.keys)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let names = try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["name"] as? String
        }
        #expect(names.first == "Welcome.next")
        #expect(names.last == "Onboarding.end")
        #expect(names.count == 22)
    }

    @Test func helpPrintsTheUsage() throws {
        let run = try run(["--help"], input: "")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Usage: onboarding [options]\n"))
        #expect(run.output.contains("--failure-rate RATE"))
    }

    @Test func aBadOptionIsAClearErrorWithStatus2() throws {
        let run = try run(["--failure-rate", "2"], input: "")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "error: --failure-rate expects a number from 0 to 1, like 0.3, not '2'\nRun 'onboarding --help' to see the options.\n"
        )
    }

    @Test func anUnopenableLogFileIsAClearError() throws {
        let run = try run(["--log-file", "/nonexistent-directory/log.txt"], input: "")
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: cannot open the log file"))
    }
}
