import Foundation
import Testing

/// What the compiler finds wrong in an expression a `validate(...)` annotation has copied into the
/// generated code — a bound or a function that does not exist, a regex it rejects, a range over a type
/// it does not fit — it reports at the annotation's line in the user's file, not in the generated one.
@Suite struct ValidationSourceLocationTests {
    @Test func errorsInCopiedExpressionsAreReportedAtTheAnnotation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write(
            "People.swift",
            """
            import Crosscut

            struct Place {}

            // @crosscut(validation)
            protocol People {
                // @crosscut(validate(age: Age.minimum...120))
                func save(age: Int) throws
                // @crosscut(validate(email: satisfies(isValidMail)))
                func invite(email: String) throws
                // @crosscut(validate(code: matches(/a{2,1}/)))
                func redeem(code: String) throws
                // @crosscut(validate(place: 1...2))
                func visit(place: Place) throws
            }

            """)
        let output = directory.url.appendingPathComponent("out")
        let generated = try await Crosscut.run(["generate", "--output-dir", output.path, input.path])
        #expect(generated.status == 0, "\(generated.standardError)")
        let compiled = try await UpcomingFeatureTests.swiftc([
            "-typecheck", "-parse-as-library", "-swift-version", "6",
            "-I", Crosscut.productsDirectory.appendingPathComponent("Modules").path,
            "-I", Crosscut.packageRoot.appendingPathComponent("Sources/CrosscutAtomics/include").path,
            input.path, output.appendingPathComponent("People+Crosscut.swift").path,
        ])
        let errors = compiled.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        for (line, words) in [(7, "'Age'"), (9, "'isValidMail'"), (11, "regular expression"), (13, "'Place'")] {
            #expect(
                errors.contains { $0.hasPrefix("\(input.path):\(line):") && $0.contains(words) },
                "no error at line \(line) naming \(words) in:\n\(compiled.standardError)")
        }
        #expect(errors.allSatisfy { $0.hasPrefix(input.path + ":") }, "\(errors)")
    }
}
