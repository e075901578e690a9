import CrosscutGenerator
import Foundation

/// The generator as the build-tool plugin runs it: the `crosscut` executable, started once per
/// build with the plugin's arguments, over a target written to disk. SwiftPM builds the plugin's
/// tool in the configuration of the build, so a plain `swift build` runs a *debug* `crosscut`.
///
/// ```
/// swift build --product crosscut && swift build -c release --product crosscut
/// swift run -c release crosscut-benchmarks generator-process \
///     --crosscut .build/debug/crosscut --crosscut .build/release/crosscut
/// ```
struct GeneratorProcessSuite {
    var options: Options

    private struct Corpus {
        var name: String
        var directory: URL
        var files: Int
        var bytes: Int
        var annotatedProtocols: Int
    }

    func run() -> Int32 {
        let realistic = RealisticTarget(megabytes: Double(options.megabytes))
        let withoutParents = RealisticTarget(megabytes: Double(options.megabytes), crossFileParents: false)
        let synthetic = SyntheticCorpus(protocols: 1_000)
        let corpora: [Corpus]
        do {
            corpora = [
                Corpus(
                    name: "realistic \(Format.bytes(Double(realistic.bytes)))",
                    directory: try CorpusWriter.write(realistic.files, named: "process-realistic"),
                    files: realistic.files.count, bytes: realistic.bytes,
                    annotatedProtocols: realistic.annotatedProtocols),
                Corpus(
                    name: "same, no parent in another file",
                    directory: try CorpusWriter.write(withoutParents.files, named: "process-realistic-local"),
                    files: withoutParents.files.count, bytes: withoutParents.bytes,
                    annotatedProtocols: withoutParents.annotatedProtocols),
                Corpus(
                    name: "synthetic 1,000 protocols (\(Format.bytes(Double(synthetic.bytes))))",
                    directory: try CorpusWriter.write(synthetic.files, named: "process-synthetic"),
                    files: synthetic.files.count, bytes: synthetic.bytes, annotatedProtocols: synthetic.protocols),
            ]
        } catch {
            print("error: cannot write the corpora: \(error)")
            return 1
        }
        print(MachineDescription.current.markdown)
        print(
            """
            ### Generator as the plugin runs it: `crosscut generate` in a process

            Arguments as the plugin passes them (`generate --output-dir DIR --combine App+Crosscut.swift --prune \
            --file-list inputs.txt`). "first run": empty output directory; "again": \(options.runs) more runs with \
            the outputs already up to date (median). Targets for 50 MB: debug under 5 s, release under 1 s.

            | executable | corpus | files | first run | again (median) | MB/s (again) | exit |
            |---|---|--:|--:|--:|--:|--:|
            """)
        var status: Int32 = 0
        for path in options.crosscutPaths {
            for corpus in corpora {
                let output = corpus.directory.appendingPathComponent("Generated", isDirectory: true)
                try? FileManager.default.removeItem(at: output)
                let first = Self.generate(with: path, corpus: corpus, output: output)
                var again: [Double] = []
                var exitStatus = first.status
                for _ in 0..<options.runs {
                    let run = Self.generate(with: path, corpus: corpus, output: output)
                    again.append(run.seconds)
                    exitStatus = max(exitStatus, run.status)
                }
                let decorated = Self.decoratedProtocols(in: output)
                if exitStatus != 0 || decorated != corpus.annotatedProtocols {
                    status = 1
                    print(
                        "<!-- \(path): exit \(exitStatus), decorated \(decorated) of \(corpus.annotatedProtocols) -->")
                }
                let median = Statistics(again).median
                print(
                    "| `\(path)` | \(corpus.name) | \(corpus.files) | \(Format.fixed(first.seconds, digits: 2)) s | "
                        + "\(Format.fixed(median, digits: 2)) s | "
                        + "\(Format.fixed(Double(corpus.bytes) / 1_048_576 / median, digits: 1)) | \(exitStatus) |")
            }
        }
        return status
    }

    /// Runs `crosscut generate` once and returns its wall time and exit status.
    private static func generate(with executable: String, corpus: Corpus, output: URL) -> (
        seconds: Double, status: Int32
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "generate", "--output-dir", output.path, "--combine", "App+Crosscut.swift", "--prune",
            "--file-list", corpus.directory.appendingPathComponent("inputs.txt").path,
        ]
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        do { try process.run() } catch { return (.nan, 127) }
        process.waitUntilExit()
        let elapsed = start.duration(to: clock.now)
        return (RoundRunner.nanoseconds(elapsed) / 1e9, process.terminationStatus)
    }

    /// How many `decorated(with:)` helpers the output directory's files declare.
    private static func decoratedProtocols(in directory: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.reduce(0) { count, name in
            let text = CorpusWriter.read(directory.appendingPathComponent(name).path)
            return count + text.components(separatedBy: "func decorated(with concerns: ").count - 1
        }
    }
}
