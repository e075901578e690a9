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
        let (errors, report) = try await compilerErrors(ofDecorated: input, in: directory)
        for (line, words) in [(7, "'Age'"), (9, "'isValidMail'"), (11, "regular expression"), (13, "'Place'")] {
            #expect(
                errors.contains { $0.hasPrefix("\(input.path):\(line):") && $0.contains(words) },
                "no error at line \(line) naming \(words) in:\n\(report)")
        }
        #expect(errors.allSatisfy { $0.hasPrefix(input.path + ":") }, "\(errors)")
    }
}
