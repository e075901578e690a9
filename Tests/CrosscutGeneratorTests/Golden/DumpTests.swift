import Foundation
import Testing

@testable import CrosscutGenerator

/// Writes the samples' generated code where `CROSSCUT_DUMP` points, for compiling them by hand.
@Test func dumpSamples() throws {
    let result = Build.generate([SampleProtocols.catalog, SampleProtocols.ageManager, SampleProtocols.everything])
    #expect(result.diagnostics == [])
    if let path = ProcessInfo.processInfo.environment["CROSSCUT_DUMP"] {
        try result.files.first!.contents.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
