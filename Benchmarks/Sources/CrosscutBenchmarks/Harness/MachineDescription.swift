import Foundation

/// The machine and build a run measured on, printed above its tables.
struct MachineDescription {
    var processor: String
    var cores: Int
    var operatingSystem: String
    var loadAverage: String
    var configuration: String

    static var current: MachineDescription {
        #if DEBUG
            let configuration = "DEBUG build: timings are meaningless; use `swift run -c release`"
        #else
            let configuration = "release build"
        #endif
        return MachineDescription(
            processor: processorModel() ?? "unknown",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
            loadAverage: firstLine(of: "/proc/loadavg") ?? "n/a",
            configuration: configuration
        )
    }

    var markdown: String {
        """
        ## Crosscut benchmarks

        - machine: \(processor), \(cores) cores available, \(operatingSystem)
        - load average at start (1, 5, 15 min): \(loadAverage)
        - \(configuration)

        """
    }

    private static func processorModel() -> String? {
        guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let line = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func firstLine(of path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }
}
