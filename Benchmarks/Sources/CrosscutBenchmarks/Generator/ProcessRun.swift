import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of an executable, with what the operating system measured of it: wall time, processor
/// time (user and system, all its threads) and peak resident memory, from `wait4`'s resource usage
/// of that one child.
///
/// On Linux a child's peak resident memory starts at its parent's peak at the moment it is
/// started, so a parent holding large corpora would inflate it: ``run(_:_:)`` starts this program
/// afresh (`crosscut-benchmarks measure-process EXECUTABLE ARGUMENTS...`), small, which starts the
/// executable, measures it with ``measure(_:_:)`` and prints the figures on one line.
struct ProcessRun {
    var status: Int32
    var wallSeconds: Double
    var processorSeconds: Double
    var peakResidentBytes: Int
    /// What it wrote to standard error (its diagnostics); standard output is discarded.
    var standardError = ""

    /// Runs `executable` with `arguments` through a fresh copy of this program, and waits for it.
    static func run(_ executable: String, _ arguments: [String]) -> ProcessRun {
        let failed = ProcessRun(status: 127, wallSeconds: .nan, processorSeconds: .nan, peakResidentBytes: 0)
        let errorPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("crosscut-benchmarks-stderr-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        guard let program = Bundle.main.executableURL,
            FileManager.default.createFile(atPath: errorPath, contents: nil),
            let errorFile = FileHandle(forWritingAtPath: errorPath)
        else { return failed }
        let process = Process()
        process.executableURL = program
        process.arguments = ["measure-process", executable] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorFile
        do { try process.run() } catch { return failed }
        let line = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try? errorFile.close()
        guard var run = ProcessRun(line: line) else { return failed }
        run.standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return run
    }

    /// The intermediary's side: starts `executable`, its standard output discarded and its standard
    /// error this process's, waits for it and returns what it measured.
    static func measure(_ executable: String, _ arguments: [String]) -> ProcessRun {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return ProcessRun(status: 127, wallSeconds: .nan, processorSeconds: .nan, peakResidentBytes: 0)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        return ProcessRun(
            status: exitStatus(status),
            wallSeconds: RoundRunner.nanoseconds(start.duration(to: clock.now)) / 1e9,
            processorSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            peakResidentBytes: peakBytes(usage)
        )
    }

    /// The one line the intermediary prints: status, wall seconds, processor seconds, peak bytes.
    var line: String { "\(status) \(wallSeconds) \(processorSeconds) \(peakResidentBytes)" }

    private init(status: Int32, wallSeconds: Double, processorSeconds: Double, peakResidentBytes: Int) {
        self.status = status
        self.wallSeconds = wallSeconds
        self.processorSeconds = processorSeconds
        self.peakResidentBytes = peakResidentBytes
    }

    private init?(line: String) {
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count == 4, let status = Int32(fields[0]), let wall = Double(fields[1]),
            let processor = Double(fields[2]), let peak = Int(fields[3])
        else { return nil }
        self.init(status: status, wallSeconds: wall, processorSeconds: processor, peakResidentBytes: peak)
    }

    /// The exit status, or 128 plus the signal that ended the process.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    private static func peakBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
            Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }
}
