import Foundation
import Synchronization

// `swift run -c release --package-path Benchmarks crosscut-benchmarks` — see BENCHMARKS.md for what
// each table means.
let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(error.message == nil ? 0 : 2)
}

// The main thread waits on a semaphore rather than parking in an async `main` (`dispatch_main`), so
// that the program runs under valgrind, whose callgrind cannot follow that parked main thread.
let status = Mutex<Int32>(0)
let finished = DispatchSemaphore(value: 0)
Task.detached {
    let result = await BenchmarkProgram(options: options).run()
    status.withLock { $0 = result }
    finished.signal()
}
finished.wait()
exit(status.withLock { $0 })
