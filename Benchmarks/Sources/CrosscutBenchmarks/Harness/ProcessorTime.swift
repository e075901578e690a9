#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The processor time the whole process has used, all threads together
/// (`CLOCK_PROCESS_CPUTIME_ID`). Beside wall time it tells whether a slow round was slow because
/// the variant worked more or because the machine gave the process less of its time.
enum ProcessorTime {
    static func nanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
