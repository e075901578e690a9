import Foundation

/// Runs what the options ask for and returns the exit status: 0, 1 when a check or a generator run
/// failed, 2 for a command line it cannot run.
struct BenchmarkProgram {
    var options: Options

    func run() async -> Int32 {
        switch options.mode {
        case .list:
            for comparison in AllComparisons.make() {
                for variant in comparison.variants { print("\(comparison.id): \(comparison.label(of: variant))") }
            }
            return 0
        case .profile(let name):
            return await profile(name)
        case .generator:
            return generator()
        case .measureProcess(let command):
            print(ProcessRun.measure(command[0], Array(command.dropFirst())).line)
            return 0
        case .comparisons(let ids):
            guard let comparisons = select(ids) else { return 2 }
            return options.check ? await check(comparisons) : await measure(comparisons)
        }
    }

    /// The comparisons named by `ids`, all of them when there is none; `nil` after naming one that
    /// does not exist.
    private func select(_ ids: [String]) -> [Comparison]? {
        let all = AllComparisons.make()
        guard !ids.isEmpty else { return all }
        if let unknown = ids.first(where: { id in !all.contains { $0.id == id } }) {
            let known = all.map(\.id).joined(separator: ", ")
            printError("no comparison '\(unknown)'; there are \(known), and the mode generator")
            return nil
        }
        return all.filter { ids.contains($0.id) }
    }

    private func measure(_ comparisons: [Comparison]) async -> Int32 {
        print(MachineDescription.current.markdown)
        let runner = RoundRunner(rounds: options.rounds, roundTarget: .milliseconds(options.roundMilliseconds))
        var targets: [String] = []
        for comparison in comparisons {
            await comparison.prepare()
            let measurements = await runner.measure(comparison)
            var allocations: [String: Double?] = [:]
            for variant in comparison.variants {
                allocations[variant.name] = await AllocationCount.perCall(variant)
            }
            print(ResultTable(comparison: comparison, measurements: measurements, allocations: allocations).render())
            targets += TargetReport(comparison: comparison, measurements: measurements, allocations: allocations).rows
        }
        print("### Targets\n\n| target | figure | met |\n|---|--:|---|")
        print(targets.joined(separator: "\n") + "\n")
        print("(checksum \(Blackhole.total))")
        return 0
    }

    /// The CI mode: every variant computes what the others of its comparison compute and leaves the
    /// same side effects, allocates no more per call than its threshold, and the generator
    /// decorates every protocol of its check corpora. It prints no timing.
    private func check(_ comparisons: [Comparison]) async -> Int32 {
        var failures: [String] = []
        var notices: [String] = []
        print("| comparison / variant | allocations/call | threshold |\n|---|--:|--:|")
        for comparison in comparisons {
            await comparison.prepare()
            let resultFailures = await ResultCheck().failures(in: comparison)
            failures += resultFailures
            for outcome in await AllocationCheck.outcomes(in: comparison) {
                print("| \(outcome.label) | \(Format.perCall(outcome.count)) | \(Format.perCall(outcome.threshold)) |")
                if let failure = outcome.failure { failures.append(failure) }
                if let notice = outcome.notice { notices.append(notice) }
            }
        }
        if !AllocationCount.isAvailable {
            print("allocations are counted only with glibc: not checked here")
        }
        if case .comparisons(let ids) = options.mode, ids.isEmpty {
            failures += AllocationCheck.staleThresholds(comparisons)
            if let executable = crosscutExecutables().first {
                failures += GeneratorSuite.check(executable: executable)
            } else {
                failures.append(
                    "generator: no `crosscut` executable; build it (\(Self.buildCrosscut)) or pass --crosscut")
            }
        }
        for notice in notices { print("NOTE \(notice)") }
        for failure in failures { print("FAIL \(failure)") }
        print(
            failures.isEmpty
                ? "check passed: every variant agrees and is within its allocation threshold (no timing is claimed)"
                : "check FAILED: \(failures.count) problem\(failures.count == 1 ? "" : "s")")
        return failures.isEmpty ? 0 : 1
    }

    private func generator() -> Int32 {
        let executables = crosscutExecutables()
        guard !executables.isEmpty else {
            printError("no `crosscut` executable; build it (\(Self.buildCrosscut)) or pass --crosscut PATH")
            return 2
        }
        print(MachineDescription.current.markdown)
        do {
            let (report, succeeded) = try GeneratorSuite(
                executables: executables, runs: options.runs, megabytes: options.megabytes
            ).report()
            print(report)
            return succeeded ? 0 : 1
        } catch {
            printError("cannot write the corpora: \(error)")
            return 1
        }
    }

    static let buildCrosscut = "swift build -c release --package-path Benchmarks --product crosscut"

    /// `--crosscut` paths, or else the `crosscut` built beside this program, if there is one.
    private func crosscutExecutables() -> [String] {
        guard options.crosscutPaths.isEmpty else { return options.crosscutPaths }
        guard let sibling = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("crosscut"),
            FileManager.default.isExecutableFile(atPath: sibling.path)
        else { return [] }
        return [sibling.path]
    }

    /// Runs one variant, untimed, for a profiler: `valgrind --tool=callgrind crosscut-benchmarks profile NAME`.
    private func profile(_ name: String) async -> Int32 {
        let variants = AllComparisons.make().flatMap { comparison in
            comparison.variants.map { (label: comparison.label(of: $0), comparison: comparison, variant: $0) }
        }
        guard let match = variants.first(where: { $0.label == name }) else {
            printError("no variant '\(name)'; `list` prints them")
            return 2
        }
        await match.comparison.prepare()
        match.variant.reset()
        Blackhole.consume(await match.variant.run(Blackhole.opaque(options.iterations)))
        print("ran \(match.label) \(options.iterations) times (checksum \(Blackhole.total))")
        return 0
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }
}
