import Foundation

// `swift run -c release crosscut-benchmarks` — see BENCHMARKS.md for what each table means.
let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(error.message == nil ? 0 : 2)
}
exit(await BenchmarkProgram(options: options).run())
