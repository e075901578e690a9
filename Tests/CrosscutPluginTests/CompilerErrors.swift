import Foundation
import Testing

/// What the compiler reports for one annotated file and the decorators `crosscut generate` writes
/// for it (the build plugin's output, `#sourceLocation` directives included), type-checked against
/// the built runtime: the error lines and the compiler's whole report.
func compilerErrors(ofDecorated input: URL, in directory: TemporaryDirectory) async throws
    -> (errors: [Substring], report: String)
{
    let output = directory.url.appendingPathComponent("out")
    let generated = try await Crosscut.run(["generate", "--output-dir", output.path, input.path])
    #expect(generated.status == 0, "\(generated.standardError)")
    let name = input.deletingPathExtension().lastPathComponent + "+Crosscut.swift"
    let compiled = try await UpcomingFeatureTests.swiftc([
        "-typecheck", "-parse-as-library", "-swift-version", "6",
        "-I", Crosscut.productsDirectory.appendingPathComponent("Modules").path,
        "-I", Crosscut.packageRoot.appendingPathComponent("Sources/CrosscutAtomics/include").path,
        input.path, output.appendingPathComponent(name).path,
    ])
    let errors = compiled.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
    return (errors, compiled.standardError)
}
