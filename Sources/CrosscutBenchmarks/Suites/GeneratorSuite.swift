import CrosscutGenerator
import Foundation

/// The generator in this (release) process: throughput over the synthetic corpus at three sizes,
/// to show linear scaling, and over a realistic 50 MB target, from memory and from disk.
struct GeneratorSuite {
    static let sizes = [100, 1_000, 10_000]
    static let realisticMegabytes = 50.0

    var rounds: Int

    /// The report, and whether every run generated what it should without errors.
    func report() -> (String, Bool) {
        var failures: [String] = []
        let corpora = Self.sizes.map { SyntheticCorpus(protocols: $0) }
        var times = Array(repeating: [Double](), count: corpora.count)
        var processorTimes = Array(repeating: [Double](), count: corpora.count)
        var outputBytes = Array(repeating: 0, count: corpora.count)
        for round in 0..<rounds {
            for offset in corpora.indices {
                let index = (round + offset) % corpora.count
                let processorStart = ProcessorTime.nanoseconds()
                let (nanoseconds, result) = Self.time { Generator().generate(corpora[index].files) }
                processorTimes[index].append(ProcessorTime.nanoseconds() - processorStart)
                times[index].append(nanoseconds)
                outputBytes[index] = result.files.reduce(0) { $0 + $1.contents.utf8.count }
                failures += Self.problems(in: result, expectedProtocols: corpora[index].protocols)
            }
        }
        var lines = [
            "### Generator, in process (release): synthetic corpus", "",
            "`Generator().generate(_:)` over in-memory files, \(SyntheticCorpus.protocolsPerFile) annotated protocols "
                + "and some implementation code per file, median of \(rounds) interleaved rounds. Peak memory: "
                + "the high-water resident set (`VmHWM`) of a fresh process that builds the corpus and generates once. "
                + "The generator spreads files over the cores (\(ProcessInfo.processInfo.activeProcessorCount) here); "
                + "processor time is the work of all threads, what one core would take.",
            "",
            "| protocols | files | input | output | median | processor time | MB/s (input) | protocols/s "
                + "| µs/protocol | peak RSS (before generating) |",
            "|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for (index, (corpus, output)) in zip(corpora, outputBytes).enumerated() {
            let median = Statistics(times[index]).median
            let processorMedian = Statistics(processorTimes[index]).median
            let peak = ChildProcess.runSelf(["generator", String(corpus.protocols)])
            lines.append(
                "| \(corpus.protocols) | \(corpus.files.count) | \(Format.bytes(Double(corpus.bytes))) | "
                    + "\(Format.bytes(Double(output))) | "
                    + "\(Format.fixed(median / 1e6, digits: 1)) ms | "
                    + "\(Format.fixed(processorMedian / 1e6, digits: 1)) ms | "
                    + "\(Format.fixed(Double(corpus.bytes) / 1_048_576 / (median / 1e9), digits: 1)) | "
                    + "\(Format.rate(Double(corpus.protocols) / (median / 1e9))) | "
                    + "\(Format.fixed(median / 1e3 / Double(corpus.protocols), digits: 1)) | \(peak ?? "failed") |")
        }
        let (realistic, realisticFailures) = realisticReport()
        return (lines.joined(separator: "\n") + "\n\n" + realistic, (failures + realisticFailures).isEmpty)
    }

    /// The 50 MB target: generation alone, and reading the files from disk as the CLI does.
    private func realisticReport() -> (String, [String]) {
        let target = RealisticTarget(megabytes: Self.realisticMegabytes)
        let withoutParents = RealisticTarget(megabytes: Self.realisticMegabytes, crossFileParents: false)
        var failures: [String] = []
        var inMemory: [Double] = []
        var inMemoryWithoutParents: [Double] = []
        var fromDisk: [Double] = []
        let directory: URL
        do {
            directory = try CorpusWriter.write(target.files, named: "realistic-\(Int(Self.realisticMegabytes))MB")
        } catch {
            return ("realistic target: cannot write the corpus: \(error)\n", ["cannot write the corpus"])
        }
        let paths = CorpusWriter.paths(of: target.files, in: directory)
        for _ in 0..<rounds {
            let (memoryNanoseconds, result) = Self.time { Generator().generate(target.files) }
            inMemory.append(memoryNanoseconds)
            failures += Self.problems(in: result, expectedProtocols: target.annotatedProtocols)
            let (withoutParentsNanoseconds, _) = Self.time { Generator().generate(withoutParents.files) }
            inMemoryWithoutParents.append(withoutParentsNanoseconds)
            let (diskNanoseconds, _) = Self.time {
                Generator().generate(paths.map { SourceFile(path: $0, text: CorpusWriter.read($0)) })
            }
            fromDisk.append(diskNanoseconds)
        }
        let megabytes = Double(target.bytes) / 1_048_576
        let row = { (name: String, samples: [Double]) -> String in
            let median = Statistics(samples).median
            return "| \(name) | \(Format.fixed(median / 1e6, digits: 0)) ms | "
                + "\(Format.fixed(megabytes / (median / 1e9), digits: 0)) MB/s |"
        }
        let lines = [
            "### Generator, in process (release): realistic \(Format.fixed(megabytes, digits: 1)) MB target", "",
            "\(target.files.count) files, \(target.filesMentioningProtocol) of them containing the bytes `protocol`, "
                + "\(target.annotatedProtocols) annotated protocols (about half refining an unannotated protocol in "
                + "another file), median of \(rounds) rounds. Target: under 1 s.", "",
            "| run | median | throughput |", "|---|--:|--:|",
            row("generate from memory", inMemory),
            row("generate from memory, no parent in another file", inMemoryWithoutParents),
            row("read files + generate", fromDisk),
        ]
        return (lines.joined(separator: "\n") + "\n", failures)
    }

    /// Nanoseconds `body` takes, and its result.
    static func time<T>(_ body: () -> T) -> (Double, T) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = body()
        let elapsed = start.duration(to: clock.now)
        return (RoundRunner.nanoseconds(elapsed), result)
    }

    /// What is wrong with a run that should decorate `expectedProtocols` protocols without any diagnostic.
    static func problems(in result: GenerationResult, expectedProtocols: Int) -> [String] {
        var problems: [String] = []
        if let first = result.diagnostics.first {
            problems.append("generator reported \(result.diagnostics.count) diagnostics, first: \(first)")
        }
        let decorated = result.files.reduce(0) { count, file in
            count + file.contents.components(separatedBy: "func decorated(with concerns: ").count - 1
        }
        if decorated != expectedProtocols {
            problems.append("generator decorated \(decorated) protocols, expected \(expectedProtocols)")
        }
        return problems
    }

    /// The child process's side of the peak-memory column: `peak (corpus)` in MiB.
    static func peakMemory(protocols: Int) -> String {
        let corpus = SyntheticCorpus(protocols: protocols)
        let beforeGeneration = MemoryProbe.peakResidentBytes()
        let result = Generator().generate(corpus.files)
        let peak = MemoryProbe.peakResidentBytes()
        return withExtendedLifetime((corpus, result)) {
            "\(Format.bytes(Double(peak))) (\(Format.bytes(Double(beforeGeneration))))"
        }
    }

    /// The CI check: a small synthetic corpus and a 2 MB realistic target generate what they should.
    static func quickCheck() -> [String] {
        let corpus = SyntheticCorpus(protocols: 100)
        var problems = problems(in: Generator().generate(corpus.files), expectedProtocols: corpus.protocols)
        let target = RealisticTarget(megabytes: 2)
        problems += self.problems(in: Generator().generate(target.files), expectedProtocols: target.annotatedProtocols)
        if ChildProcess.runSelf(["generator", "100"]) == nil { problems.append("the peak-memory child failed") }
        return problems
    }
}
