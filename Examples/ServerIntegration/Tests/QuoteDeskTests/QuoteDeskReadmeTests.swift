import Foundation
import Testing

/// The README's "`quote-desk` prints" block is what the built `quote-desk` prints: the same lines,
/// in the same order, with the Prometheus page left out and only what changes from run to run (the
/// timestamps, shown as `...`, and the durations) set aside.
@Suite struct QuoteDeskReadmeTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theReadmeShowsWhatQuoteDeskPrints() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = try #require(
            Self.block(
                after: "`quote-desk` prints, besides the Prometheus page (a test holds this block to its output):",
                in: readme))
        let printed = try Self.runQuoteDesk()
        #expect(Self.comparable(printed) == Self.comparable(shown))
    }

    /// The text of the first fenced block after the line `introduction`.
    private static func block(after introduction: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == introduction }),
            let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" })
        else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n")
    }

    /// What `quote-desk`, built beside the tests, prints to standard output.
    private static func runQuoteDesk() throws -> String {
        // The test runner (`…PackageTests.xctest` on Linux, inside it on macOS) is built beside it.
        var directory = Bundle.main.executableURL ?? Bundle.main.bundleURL
        var candidates: [URL] = []
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            candidates.append(directory.appendingPathComponent("quote-desk"))
        }
        let executable = try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "no quote-desk beside the tests: swift build --package-path Examples/ServerIntegration")
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    /// `text` without the Prometheus page, runs of blank lines or trailing blanks, each log line's
    /// timestamp as `...` and each duration as `duration_ms=<n>`.
    private static func comparable(_ text: String) -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# ") || line.hasPrefix("crosscut_") { continue }
            if line.isEmpty, lines.last?.isEmpty ?? true { continue }
            var comparable = String(line)
            if let space = comparable.firstIndex(of: " "), comparable.first?.isNumber == true {
                comparable = "..." + comparable[space...]
            }
            lines.append(comparable.replacing(/duration_ms=[0-9.]+/, with: "duration_ms=<n>"))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
