import CrosscutGenerator
import Testing

/// The diagnostics of generating from `text`, the file `/app/A.swift`, through the whole pipeline,
/// each as the compiler prints it: `/app/A.swift:line:column: severity: message`. Where one is an
/// error, expects no generated file: no code is written for a protocol with errors.
func diagnostics(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    let result = Generator().generate([SourceFile(path: "/app/A.swift", text: text)])
    if result.hasErrors {
        #expect(result.files.isEmpty, "no code is written for a protocol with errors", sourceLocation: sourceLocation)
    }
    return result.diagnostics.map(\.description)
}
