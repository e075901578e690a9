import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of an executable, with what the operating system measured of it: wall time, processor
/// time (user and system, all its threads) and peak resident memory, from `wait4`'s resource usage
/// of that one child.
struct ProcessRun {
    var status: Int32
    var wallSeconds: Double
    var processorSeconds: Double
    var peakResidentBytes: Int
    /// What it wrote to standard error (its diagnostics); standard output is discarded.
    var standardError: String

    /// Runs `executable` with `arguments` and waits for it.
    static func run(_ executable: String, _ arguments: [String]) -> ProcessRun {
        let errorPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("crosscut-benchmarks-stderr-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return ProcessRun(
                status: 127, wallSeconds: .nan, processorSeconds: .nan, peakResidentBytes: 0,
                standardError: "cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wall = RoundRunner.nanoseconds(start.duration(to: clock.now)) / 1e9
        return ProcessRun(
            status: exitStatus(status),
            wallSeconds: wall,
            processorSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            peakResidentBytes: peakBytes(usage),
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        )
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
