import Foundation

/// Memory measurements run in a fresh copy of this program, so that one measurement's freed
/// memory (which the allocator keeps) neither hides nor inflates the next one's.
enum ChildProcess {
    /// Runs `crosscut-benchmarks child ARGUMENTS...` and returns its standard output's last line.
    static func runSelf(_ arguments: [String]) -> String? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["child"] + arguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
    }

    /// The child's side: runs the task named by `arguments` and prints its result on one line.
    static func runTask(_ arguments: [String]) -> Int32 {
        switch (arguments.first, arguments.dropFirst().first.flatMap { Int($0) }) {
        case ("histogram-series", let count?):
            print(MemorySuite.bytesPerSeries(histograms: true, count: count))
        case ("counter-series", let count?):
            print(MemorySuite.bytesPerSeries(histograms: false, count: count))
        case ("generator", let protocols?):
            print(GeneratorSuite.peakMemory(protocols: protocols))
        default:
            FileHandle.standardError.write(Data("error: unknown child task \(arguments)\n".utf8))
            return 2
        }
        return 0
    }
}
