import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The process's memory, as the operating system counts it.
enum MemoryProbe {
    /// The most memory the process has had resident so far (`getrusage`'s maximum resident set).
    static func peakResidentBytes() -> Int {
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
                return peakResidentBytes()
            }
            let fields = statm.split(separator: " ")
            guard fields.count >= 2, let pages = Int(fields[1]) else { return peakResidentBytes() }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return peakResidentBytes()
        #endif
    }
}
