import Testing

@testable import CrosscutGenerator

/// What a `validate(...)` annotation can get wrong, each an error at the annotation saying what to
/// write instead, and a `validation` protocol with nothing to check, a warning.
@Suite struct ValidationDiagnosticsTests {
    /// The diagnostics of `annotation` above `declaration` in a protocol with `concerns`.
    private func diagnostics(
        _ annotation: String, above declaration: String, concerns: String = "validation"
    ) -> [String] {
        CrosscutGeneratorTests.diagnostics(
            "// @crosscut(\(concerns))\nprotocol A {\n    // @crosscut(\(annotation))\n    \(declaration)\n}")
    }

    @Test func anUnknownParameterWithASuggestion() {
        #expect(
            diagnostics("validate(nmae: nonEmpty)", above: "func save(name: String, age: Int) throws") == [
                "/app/A.swift:3:27: error: 'nmae' is not a parameter of 'save(name:age:)'. Did you mean 'name'? Label "
                    + "a constraint with a parameter's name or 'returns'; its parameters are name, age"
            ])
    }

    @Test func anArgumentLabelNamesItsParameter() {
        #expect(diagnostics("validate(for: nonEmpty)", above: "func load(for reason: String) throws") == [])
    }

    @Test func constraintsThatDoNotFitTheirTypes() {
        let declaration = "func save(name: String, age: Int, tags: [String], flag: Bool?) throws"
        #expect(
            diagnostics(
                "validate(name: 1...40, age: count(1...3), nonEmpty, matches(/1/), tags: 1...3, flag: nonEmpty)",
                above: declaration) == [
                    "/app/A.swift:3:33: error: '1...40' does not fit 'name' of type 'String': a range checks a number; "
                        + "to limit its length write 'count(1...40)'",
                    "/app/A.swift:3:46: error: 'count(1...3)' does not fit 'age' of type 'Int': only text and "
                        + "collections have a count; write the range itself, '1...3'",
                    "/app/A.swift:3:60: error: 'nonEmpty' does not fit 'age' of type 'Int': only text and collections "
                        + "can be empty; write a range such as '1...'",
                    "/app/A.swift:3:70: error: 'matches(/1/)' does not fit 'age' of type 'Int': only text can match a "
                        + "pattern; check it with 'satisfies(function)' instead",
                    "/app/A.swift:3:90: error: '1...3' does not fit 'tags' of type '[String]': a range checks a number; "
                        + "to limit how many elements it has write 'count(1...3)'",
                    "/app/A.swift:3:103: error: 'nonEmpty' does not fit 'flag' of type 'Bool?': only text and "
                        + "collections have a count; remove it",
                ])
    }

    @Test func malformedConstraints() {
        let declaration = "func save(name: String, age: Int) throws"
        #expect(
            diagnostics(
                "validate(name: nonEmtpy, length(1...40), age: 5...1, 0..<0, ..., name: matches(/(a/))",
                above: declaration) == [
                    "/app/A.swift:3:33: error: unknown constraint 'nonEmtpy'. Did you mean 'nonEmpty'? Constraints are a "
                        + "range such as '13...120', 'count(1...40)', 'nonEmpty', 'matches(/regex/)', 'satisfies(function)'",
                    "/app/A.swift:3:43: error: 'length(1...40)' is not a constraint; write 'count(1...40)', the range of a "
                        + "text's characters or a collection's elements",
                    "/app/A.swift:3:64: error: the range '5...1' is empty: 5 is above 1; write its lower bound first",
                    "/app/A.swift:3:71: error: the range '0..<0' is empty: it stops before 0; write its lower bound first",
                    "/app/A.swift:3:78: error: '...' is not a range; write one as Swift does, '13...120', '0..<10', "
                        + "'13...' or '...120', with numbers or names such as 'Age.minimum' as bounds",
                    "/app/A.swift:3:89: error: the regex '/(a/' is unbalanced: its '(' is not paired; pair it, or escape "
                        + "it as '\\('",
                ])
    }

    @Test func aConstraintMustFollowALabel() {
        #expect(
            diagnostics("validate(name)", above: "func save(name: String) throws") == [
                "/app/A.swift:3:27: error: 'name' has no constraint: write 'name: ' and its constraints, e.g. "
                    + "'validate(name: 13...120)'"
            ])
        #expect(
            diagnostics("validate(nonEmpty)", above: "func save(name: String) throws") == [
                "/app/A.swift:3:27: error: 'nonEmpty' constrains no parameter: name the parameter first, e.g. "
                    + "'validate(name: nonEmpty)'"
            ])
    }

    @Test func anUnterminatedRegexIsASyntaxError() {
        #expect(
            diagnostics("validate(code: matches(/[0-9]{5}))", above: "func use(code: String) throws").first
                == "/app/A.swift:3:41: error: unterminated regex literal in the annotation; close it with '/'")
    }

    @Test func aResultConstraintOnAMemberReturningNothing() {
        #expect(
            diagnostics("validate(returns: nonEmpty)", above: "func save() throws") == [
                "/app/A.swift:3:27: error: 'returns:' checks a result, but 'save()' returns nothing; remove it"
            ])
    }

    @Test func membersThatCannotThrowInvalidArguments() {
        let text = """
            struct Refused: Error {}
            // @crosscut(validation)
            protocol A {
                // @crosscut(validate(age: 1...))
                func count(age: Int) -> Int
                // @crosscut(validate(age: 1...))
                func check(age: Int) throws(Refused)
                // @crosscut(validate(age: 1...))
                func map(age: Int, _ body: () throws -> Void) rethrows
                // @crosscut(validate(returns: nonEmpty))
                var name: String { get set }
                // @crosscut(validate(age: 1...))
                static func make(age: Int) throws -> Int
                // @crosscut(validate(age: 1...))
                func any(age: Int) throws(any Error)
            }
            """
        let remove = "remove its 'validate(...)'"
        #expect(
            CrosscutGeneratorTests.diagnostics(text) == [
                "/app/A.swift:4:18: error: 'count(age:)' cannot be validated: it does not throw, so it cannot throw "
                    + "'InvalidArguments'; declare it 'throws', or \(remove)",
                "/app/A.swift:6:18: error: 'check(age:)' cannot be validated: its error type 'Refused' cannot be "
                    + "'InvalidArguments'; declare it 'throws', or \(remove)",
                "/app/A.swift:8:18: error: 'map(age:_:)' cannot be validated: it is 'rethrows', so it throws only what "
                    + "its closures throw, never 'InvalidArguments'; declare it 'throws', or \(remove)",
                "/app/A.swift:10:18: error: 'name' cannot be validated: it is settable, and a setter cannot throw "
                    + "'InvalidResult'; make it '{ get throws }' and change it through a throwing method, or \(remove)",
                "/app/A.swift:12:18: error: 'make(age:)' cannot be validated: it is static, and decorators forward "
                    + "static members untouched; \(remove)",
            ])
    }

    @Test func validateOnAProtocolWithoutValidation() {
        #expect(
            diagnostics("validate(age: 1...)", above: "func save(age: Int) throws", concerns: "logging") == [
                "/app/A.swift:3:18: error: 'validate' is never checked: 'A' is not annotated with 'validation'; add it "
                    + "to the protocol's // @crosscut(...) list, or remove 'validate'"
            ])
    }

    @Test func validateBesideSkippingValidation() {
        #expect(
            diagnostics("validate(age: 1...), skip(validation)", above: "func save(age: Int) throws") == [
                "/app/A.swift:3:18: error: 'save(age:)' both validates its arguments and skips validation; keep one"
            ])
    }

    @Test func aNoncopyableParameterCannotBeChecked() {
        let text = """
            struct Token: ~Copyable {}
            // @crosscut(validation)
            protocol A {
                // @crosscut(validate(token: satisfies(isFresh)))
                func use(token: borrowing Token) throws
            }
            """
        #expect(
            CrosscutGeneratorTests.diagnostics(text) == [
                "/app/A.swift:4:34: error: 'token' cannot be validated: its type is noncopyable, and a check would "
                    + "copy it; remove its constraints"
            ])
    }

    @Test func aProtocolWithNothingToCheck() {
        let text = """
            // @crosscut(logging, validation)
            protocol A {
                func count(of items: [String]) throws -> Int
                func name(for address: Address) -> String
            }
            """
        #expect(
            CrosscutGeneratorTests.diagnostics(text) == [
                "/app/A.swift:1:23: warning: 'validation' has no effect: no member of 'A' that throws has a constraint "
                    + "or an argument that may check itself; write '// @crosscut(validate(parameter: constraint))' "
                    + "above a member that throws, or remove it"
            ])
    }

    @Test func anArgumentThatMayCheckItselfIsEnough() {
        let text = "// @crosscut(validation)\nprotocol A {\n    func save(_ address: Address) throws\n}"
        #expect(CrosscutGeneratorTests.diagnostics(text) == [])
    }
}
