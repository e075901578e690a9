import Crosscut

/// The terminal program: parses the options, builds the concerns and the Composer, draws the
/// screens, feeds them the keys, and ends with a metrics summary.
///
/// Interactive when standard input and output are terminals (raw mode, arrows, Enter, q);
/// otherwise it reads one key per line, so a pipe or a test can drive it.
public enum OnboardingProgram {
    /// How a run ended.
    public enum Ending: String, Sendable {
        /// The user finished the onboarding.
        case finished
        /// The user pressed q or Ctrl-C.
        case quit
        /// Standard input ended first.
        case endOfInput = "end of input"
    }

    /// Runs the program with `arguments` (without the program's name) and returns its exit status:
    /// 0 when it ran, 1 when the log file cannot be opened, 2 for a bad command line.
    @MainActor
    public static func run(arguments: [String]) async -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            StandardStream.error.write("error: \(error)\nRun 'onboarding --help' to see the options.\n")
            return 2
        }
        if options.showHelp {
            StandardStream.output.write(Options.usage + "\n")
            return 0
        }
        let interactive = StandardStream.inputIsTerminal && StandardStream.output.isTerminal
        let panel = interactive && options.logFile == nil && StandardStream.error.isTerminal ? RecentEvents() : nil
        let sink: any EventSink
        do {
            sink =
                try panel.map { ConsoleEventSink(output: $0.output) }
                ?? LogSinks.make(format: options.logFormat, path: options.logFile)
        } catch {
            StandardStream.error.write("error: cannot open the log file: \(error)\n")
            return 1
        }
        let seed = options.seed ?? UInt64.random(in: 1...999_999)
        let clock: any Clock<Duration> = options.instant ? InstantClock() : ContinuousClock()
        let metrics = InMemoryMetricsRecorder()
        let concerns = Concerns.onboarding(
            logger: EventLogger(sink: sink, minimumLevel: .debug), metrics: metrics, seed: seed, clock: clock)
        let remote = SimulatedRemote(failureRate: options.failureRate, seed: seed, clock: clock)
        let composer = Composer(
            concerns: concerns, catalog: RemoteCatalog(remote: remote), ageManager: BoundedAgeManager())

        let rawMode = interactive ? RawMode.enable() : nil
        let renderer = FrameRenderer(style: rawMode == nil ? .plain : .terminal)
        composer.navigator.onDisplay = { screen in
            StandardStream.output.write(
                renderer.render(
                    screen.frame, footer: panel?.latest ?? [], width: StandardStream.output.columns))
        }
        composer.start()
        let ending = await drive(
            composer,
            keys: KeyInput.keys(from: rawMode == nil ? .lines : .terminal) { line in
                StandardStream.error.write(PipedKey.hint(forLine: line) + "\n")
            })
        rawMode?.restore()
        concerns.logger.log(.info, "Onboarding.end", ["how": .string(ending.rawValue)])

        StandardStream.output.write("\n" + Farewell.text(for: ending, answers: composer.answers) + "\n")
        let summary = MetricsSummary(snapshot: metrics.snapshot(), remoteCalls: remote.calls, seed: seed)
        StandardStream.output.write("\n" + summary.text + "\n")
        return 0
    }

    /// Gives the keys to the Composer's screens until the user finishes or quits, or input ends.
    @MainActor
    static func drive(_ composer: Composer, keys: AsyncStream<Key>) async -> Ending {
        for await key in keys {
            if key == .quit { return .quit }
            await composer.navigator.handle(key)
            if composer.isFinished { return .finished }
        }
        return .endOfInput
    }
}
