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
        let rawMode = interactive ? RawMode.enable() : nil
        let renderer = FrameRenderer(style: rawMode == nil ? .plain : .terminal)
        let keys = KeyInput.keys(from: rawMode == nil ? .lines : .terminal) { line in
            StandardStream.error.write(PipedKey.hint(forLine: line) + "\n")
        }
        let closing = await play(options, keys: keys, log: sink) { screen in
            StandardStream.output.write(
                renderer.render(screen.frame, footer: panel?.latest ?? [], width: StandardStream.output.columns))
        }
        rawMode?.restore()
        StandardStream.output.write(closing)
        return 0
    }

    /// Plays the onboarding as `options` say: shows each screen through `display`, gives the
    /// screens `keys` until the user finishes or quits or the keys run out, and logs to `sink`, each
    /// event stamped by `dateProvider`. Returns what the program prints last: the farewell and the
    /// metrics summary.
    @MainActor
    static func play(
        _ options: Options, keys: AsyncStream<Key>, log sink: any EventSink,
        dateProvider: any DateProvider = SystemDateProvider(), display: @escaping (Screen) -> Void
    ) async -> String {
        let seed = options.seed ?? UInt64.random(in: 1...999_999)
        let clock: any Clock<Duration> = options.instant ? InstantClock() : ContinuousClock()
        let metrics = InMemoryMetricsRecorder()
        let concerns = Concerns.onboarding(
            logger: EventLogger(sink: sink, minimumLevel: .debug, dateProvider: dateProvider), metrics: metrics,
            seed: seed, clock: clock, timesOutAttempts: !options.instant)
        let remote = SimulatedRemote(failureRate: options.failureRate, seed: seed, clock: clock)
        // The app's login point: who uses it, and whether they subscribe.
        let user = Caller(id: "guest", roles: options.subscribed ? ["sessions.premium"] : [])
        let composer = Composer(
            concerns: concerns, catalog: RemoteCatalog(remote: remote), ageManager: BoundedAgeManager(), user: user)
        composer.navigator.onDisplay = display
        composer.start()
        let ending = await drive(composer, keys: keys)
        concerns.logger.log(.info, "Onboarding.end", ["how": .string(ending.rawValue)])

        let summary = MetricsSummary(snapshot: metrics.snapshot(), remoteCalls: remote.calls, seed: seed)
        return "\n" + Farewell.text(for: ending, answers: composer.answers) + "\n\n" + summary.text + "\n"
    }

    /// Gives the keys to the Composer's screens until the user finishes or quits, or input ends.
    @MainActor
    private static func drive(_ composer: Composer, keys: AsyncStream<Key>) async -> Ending {
        for await key in keys {
            if key == .quit { return .quit }
            await composer.navigator.handle(key)
            if composer.isFinished { return .finished }
        }
        return .endOfInput
    }
}
