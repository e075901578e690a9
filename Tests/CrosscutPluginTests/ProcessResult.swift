import Foundation

/// What a finished child process reported.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs `executable` with `arguments` in `directory` and waits for it on a thread of its own, after
/// taking `slot` when one is given.
///
/// Never on the cooperative pool: it has a thread per core, and the test cases run concurrently on
/// it; on two cores, two tests each blocked there on a child build stalled every other suite for
/// over a minute (the runtime's time-limited tests failed in CI).
func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, slot: DispatchSemaphore? = nil
) async throws -> ProcessResult {
    try await withCheckedThrowingContinuation { continuation in
        Thread {
            slot?.wait()
            defer { slot?.signal() }
            continuation.resume(with: Result { try waitForProcess(executable, arguments, in: directory) })
        }.start()
    }
}

/// Runs `executable` and blocks until it exits, capturing both streams through files so that a
/// large output cannot fill a pipe and stall the child. Only where a test cannot wait (its
/// arguments are computed before it runs) and for what takes a moment.
func waitForProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "crosscut-process-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return ProcessResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// `swift SUBCOMMAND ARGUMENTS...` in the package at `root` (`--package-path` goes before a plugin's
/// arguments); both streams in `standardOutput`.
func runSwift(_ arguments: [String], inPackage root: URL) async throws -> ProcessResult {
    var result = try await runProcess(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["swift", arguments[0], "--package-path", root.path] + arguments.dropFirst(), in: root)
    result.standardOutput += result.standardError
    return result
}
