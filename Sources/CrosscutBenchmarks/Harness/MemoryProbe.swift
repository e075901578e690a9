import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The process's memory, as the operating system counts it.
enum MemoryProbe {
    /// The most memory the process has had resident so far: `VmHWM` of `/proc/self/status` on
    /// Linux, `getrusage`'s maximum resident set elsewhere.
    ///
    /// Not `getrusage` on Linux: a process started with `posix_spawn` (as `Process` starts it)
    /// inherits in `ru_maxrss` its parent's resident set at the moment of the `exec`.
    static func peakResidentBytes() -> Int {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            {
                return kilobytes * 1024
            }
        #endif
        return maximumResidentSetSize()
    }

    private static func maximumResidentSetSize() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }

    /// The memory resident now: `/proc/self/statm` on Linux; the peak elsewhere.
    static func residentBytes() -> Int {
        #if os(Linux)
            guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
                return maximumResidentSetSize()
            }
            let fields = statm.split(separator: " ")
            guard fields.count >= 2, let pages = Int(fields[1]) else { return maximumResidentSetSize() }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return maximumResidentSetSize()
        #endif
    }
}
