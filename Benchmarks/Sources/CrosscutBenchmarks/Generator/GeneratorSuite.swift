import Foundation

/// The generator as the build-tool plugin runs it: the `crosscut` executable, started with the
/// plugin's arguments over a target written to disk. SwiftPM builds the plugin's tool in the
/// configuration of the build, so a plain `swift build` runs a *debug* `crosscut`; both are measured
/// when both are given.
///
/// The corpora: synthetic targets of 100, 1,000 and 10,000 annotated protocols (scaling), and a
/// realistic target of `megabytes` MB, with and without annotated protocols refining a protocol
/// of another file.
struct GeneratorSuite {
    var executables: [String]
    var runs: Int
    var megabytes: Int

    /// The arguments the plugin passes, for a corpus written by ``CorpusWriter``.
    static func arguments(for corpus: URL) -> [String] {
        [
            "generate", "--output-dir", output(of: corpus).path, "--combine", "App+Crosscut.swift", "--prune",
            "--file-list", CorpusWriter.fileList(in: corpus).path,
        ]
    }

    private static func output(of corpus: URL) -> URL {
        corpus.appendingPathComponent("Generated", isDirectory: true)
    }

    /// A corpus on disk and what the generator must make of it.
    private struct WrittenCorpus {
        var name: String
        var directory: URL
        var files: Int
        var bytes: Int
        var annotatedProtocols: Int

        init(_ name: String, _ files: [CorpusFile], annotatedProtocols: Int) throws {
            self.name = name
            directory = try CorpusWriter.write(files, named: name.filter { $0.isLetter || $0.isNumber })
            self.files = files.count
            bytes = files.reduce(0) { $0 + $1.text.utf8.count }
            self.annotatedProtocols = annotatedProtocols
        }
    }

    /// The report, and whether every run exited 0 and decorated every annotated protocol without a
    /// diagnostic.
    func report() throws -> (String, Bool) {
        let corpora = try Self.corpora(megabytes: megabytes)
        var lines = [
            "### The generator as the plugin runs it", "",
            "`crosscut generate --output-dir DIR --combine App+Crosscut.swift --prune --file-list inputs.txt`, "
                + "the plugin's arguments, in a process of its own. \"first run\": empty output directory; "
                + "\"again\": \(runs) more runs with the output up to date (median), interleaved with the other "
                + "corpora; processor time is user + system of all the process's threads (the generator spreads "
                + "files over the cores); peak memory is the process's largest resident set, from `wait4` (never "
                + "less than that of the small process that starts it, about 17 MiB on Linux). Targets for the "
                + "\(megabytes) MB target: debug under 5 s, release under 1 s; 10,000 protocols in well under "
                + "a second in release.",
            "",
            "| executable | corpus | files | input | first run | again (median) | processor time (again) "
                + "| µs/protocol (again) | peak memory | exit |",
            "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        var succeeded = true
        for executable in executables {
            var runsByCorpus = Array(repeating: [ProcessRun](), count: corpora.count)
            for corpus in corpora { try? FileManager.default.removeItem(at: Self.output(of: corpus.directory)) }
            for round in 0...runs {
                for offset in corpora.indices {
                    let index = (round + offset) % corpora.count
                    runsByCorpus[index].append(
                        ProcessRun.run(executable, Self.arguments(for: corpora[index].directory)))
                }
            }
            for (corpus, runs) in zip(corpora, runsByCorpus) {
                let problems = Self.problems(in: runs, corpus: corpus)
                if !problems.isEmpty {
                    succeeded = false
                    lines.append("<!-- \(executable), \(corpus.name): \(problems.joined(separator: "; ")) -->")
                }
                lines.append(Self.row(executable, corpus, runs))
            }
        }
        return (lines.joined(separator: "\n") + "\n", succeeded)
    }

    private static func row(_ executable: String, _ corpus: WrittenCorpus, _ runs: [ProcessRun]) -> String {
        let again = Array(runs.dropFirst())
        let wall = Statistics(again.map(\.wallSeconds)).median
        let processor = Statistics(again.map(\.processorSeconds)).median
        let peak = runs.map(\.peakResidentBytes).max() ?? 0
        let exit = runs.map(\.status).max() ?? 0
        return "| `\(executable)` | \(corpus.name) | \(corpus.files) | \(Format.bytes(Double(corpus.bytes))) | "
            + "\(Format.fixed(runs[0].wallSeconds, digits: 2)) s | \(Format.fixed(wall, digits: 2)) s | "
            + "\(Format.fixed(processor, digits: 2)) s | "
            + "\(Format.fixed(wall * 1e6 / Double(corpus.annotatedProtocols), digits: 1)) | "
            + "\(Format.bytes(Double(peak))) | \(exit) |"
    }

    private static func corpora(megabytes: Int) throws -> [WrittenCorpus] {
        var corpora: [WrittenCorpus] = []
        for protocols in [100, 1_000, 10_000] {
            let corpus = SyntheticCorpus(protocols: protocols)
            corpora.append(
                try WrittenCorpus(
                    "synthetic, \(protocols) protocols", corpus.files, annotatedProtocols: corpus.protocols))
        }
        let realistic = RealisticTarget(megabytes: Double(megabytes))
        corpora.append(
            try WrittenCorpus(
                "realistic, \(realistic.annotatedProtocols) protocols, "
                    + "\(realistic.filesMentioningProtocol) files mentioning `protocol`",
                realistic.files, annotatedProtocols: realistic.annotatedProtocols))
        let local = RealisticTarget(megabytes: Double(megabytes), crossFileParents: false)
        corpora.append(
            try WrittenCorpus(
                "same, no parent in another file", local.files, annotatedProtocols: local.annotatedProtocols))
        return corpora
    }

    /// What is wrong with the runs over `corpus`: a failed run, a diagnostic, a protocol left
    /// undecorated.
    private static func problems(in runs: [ProcessRun], corpus: WrittenCorpus) -> [String] {
        var problems: [String] = []
        if let failed = runs.first(where: { $0.status != 0 }) {
            problems.append("exit \(failed.status)")
        }
        if let diagnostics = runs.first(where: { !$0.standardError.isEmpty })?.standardError {
            problems.append("diagnostics: \(diagnostics.prefix(300))")
        }
        let decorated = decoratedProtocols(in: output(of: corpus.directory))
        if decorated != corpus.annotatedProtocols {
            problems.append("decorated \(decorated) of \(corpus.annotatedProtocols) protocols")
        }
        return problems
    }

    /// How many `decorated(with:)` helpers the output directory's files declare.
    private static func decoratedProtocols(in directory: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.reduce(0) { count, name in
            let text = CorpusWriter.read(directory.appendingPathComponent(name).path)
            return count + text.components(separatedBy: "func decorated(with concerns: ").count - 1
        }
    }

    /// The check mode's part: `executable` decorates every protocol of a 100-protocol synthetic
    /// corpus and of a 2 MB realistic target, without a diagnostic.
    static func check(executable: String) -> [String] {
        do {
            let synthetic = SyntheticCorpus(protocols: 100)
            let realistic = RealisticTarget(megabytes: 2)
            let corpora = [
                try WrittenCorpus("check synthetic", synthetic.files, annotatedProtocols: synthetic.protocols),
                try WrittenCorpus("check realistic", realistic.files, annotatedProtocols: realistic.annotatedProtocols),
            ]
            return corpora.flatMap { corpus in
                try? FileManager.default.removeItem(at: output(of: corpus.directory))
                let run = ProcessRun.run(executable, arguments(for: corpus.directory))
                return problems(in: [run], corpus: corpus).map { "generator, \(corpus.name): \($0)" }
            }
        } catch {
            return ["generator: cannot write the corpora: \(error)"]
        }
    }
}
