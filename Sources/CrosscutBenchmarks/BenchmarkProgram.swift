import Foundation

/// Runs what the options ask for and returns the exit status: 0, or 1 when a quick check or a
/// generator run failed.
struct BenchmarkProgram {
    var options: Options

    func run() async -> Int32 {
        switch options.mode {
        case .list:
            for comparison in comparisons(for: .all) {
                for variant in comparison.variants { print("\(comparison.title) / \(variant.name)") }
            }
            return 0
        case .profile:
            return await profile(options.arguments[0])
        case .child:
            return ChildProcess.runTask(options.arguments)
        case .generatorProcess:
            return GeneratorProcessSuite(options: options).run()
        case .all, .decorators, .cache, .metrics, .memory, .generator:
            return options.quick ? await quickCheck() : await measure()
        }
    }

    /// Every comparison the mode includes, in the order printed.
    private func comparisons(for mode: Options.Mode) -> [Comparison] {
        var comparisons: [Comparison] = []
        if mode == .all || mode == .decorators { comparisons += DecoratorSuite.comparisons() }
        if mode == .all || mode == .cache { comparisons += CacheSuite.comparisons() }
        if mode == .all || mode == .metrics { comparisons += MetricsSuite.comparisons() }
        return comparisons
    }

    private var includesMemory: Bool { options.mode == .all || options.mode == .memory }
    private var includesGenerator: Bool { options.mode == .all || options.mode == .generator }

    private func measure() async -> Int32 {
        print(MachineDescription.current.markdown)
        let runner = RoundRunner(rounds: options.rounds, roundTarget: .milliseconds(options.roundMilliseconds))
        for comparison in comparisons(for: options.mode) {
            let measurements = await runner.measure(comparison)
            print(ResultTable(comparison: comparison, measurements: measurements).render())
        }
        if includesMemory { print(MemorySuite.report()) }
        var status: Int32 = 0
        if includesGenerator {
            let (report, succeeded) = GeneratorSuite(rounds: max(3, options.rounds / 3)).report()
            print(report)
            if !succeeded { status = 1 }
        }
        print("(checksum \(Blackhole.total))")
        return status
    }

    private func quickCheck() async -> Int32 {
        var failures: [String] = []
        let check = QuickCheck()
        for comparison in comparisons(for: options.mode) {
            let found = await check.check(comparison)
            print("\(found.isEmpty ? "ok  " : "FAIL") \(comparison.title) (\(comparison.variants.count) variants)")
            failures += found
        }
        if includesMemory {
            let found = MemorySuite.quickCheck()
            print("\(found.isEmpty ? "ok  " : "FAIL") memory per series")
            failures += found
        }
        if includesGenerator {
            let found = GeneratorSuite.quickCheck()
            print("\(found.isEmpty ? "ok  " : "FAIL") generator over the synthetic and realistic corpora")
            failures += found
        }
        for failure in failures { print("  \(failure)") }
        print(failures.isEmpty ? "quick check passed (no timings are claimed in this mode)" : "quick check FAILED")
        return failures.isEmpty ? 0 : 1
    }

    /// Runs one variant, untimed, for a profiler: `valgrind --tool=callgrind crosscut-benchmarks profile NAME`.
    private func profile(_ name: String) async -> Int32 {
        let variants = comparisons(for: .all).flatMap { comparison in
            comparison.variants.map { (label: "\(comparison.title) / \($0.name)", variant: $0) }
        }
        guard let match = variants.first(where: { $0.label == name || $0.variant.name == name }) else {
            FileHandle.standardError.write(Data("error: no variant '\(name)'; `list` prints them\n".utf8))
            return 2
        }
        match.variant.reset()
        Blackhole.consume(await match.variant.run(Blackhole.opaque(options.iterations)))
        print("ran \(match.label) \(options.iterations) times (checksum \(Blackhole.total))")
        return 0
    }
}
