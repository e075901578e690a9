import Testing

@testable import CrosscutGenerator

/// What the validating decorator writes: the checks of the arguments before the call, each copied
/// expression under a `#sourceLocation` at its annotation, the refusal, the result's checks after the
/// call, and its place in the composition.
@Suite struct ValidationEmitterTests {
    private static let source = """
        // @crosscut(logging, authorization(requires: "people.write"), validation, caching)
        protocol People {
            // @crosscut(validate(name: nonEmpty, count(...40), age: 13...120, returns: nonEmpty))
            func save(name: String?, age: Int, address: Address) throws -> [Int]
            // @crosscut(validate(code: matches(/[0-9]{5}/), rule: satisfies(Rules.isKnown), password: satisfies(isStrong)))
            func check(code: String, rule: String, password: String) async throws
            // @crosscut(validate(items: nonEmpty))
            func store<T: Collection>(_ items: T) throws
            // @crosscut(cached, skip(authorization))
            func count(of name: String) -> Int
        }
        """

    private static var decorator: String { declaration("struct ValidatingPeople<", in: generatedFile(from: source)) }

    @Test func theArgumentsAreCheckedBeforeTheCallAndTheResultAfter() {
        expectSameText(
            declaration("func save(", in: Self.decorator),
            """
                func save(name: String?, age: Int, address: Address) throws -> [Int] {
                    guard concerns.isEnabled(.validation) else {
                        return try decoratee.save(name: name, age: age, address: address)
                    }
                    var checklist = Crosscut.Checklist()
                    if let name {
                        checklist.checkNotEmpty(name, "name")
                        // The constraint is the annotation's: the compiler reports its errors there.
                        #sourceLocation(file: "/app/A.swift", line: 3)
                        checklist.check(name, "name", count: ...40)
                    }
                    #sourceLocation(file: "/app/A.swift", line: 3)
                    checklist.check(age, "age", in: 13...120)
                    checklist.cascade(address, "address")
                    #sourceLocation()
                    try concerns.validating(arguments: checklist, service: "People", member: "save(name:age:address:)")
                    let result: [Int] = try decoratee.save(name: name, age: age, address: address)
                    var resultChecklist = Crosscut.Checklist()
                    resultChecklist.checkNotEmpty(result, "result")
                    try concerns.validating(result: resultChecklist, service: "People", member: "save(name:age:address:)")
                    return result
                }
            """)
    }

    @Test func patternsAndRulesAreCopiedAsWrittenAndASecretsRuleNeverQuotesIt() {
        expectSameText(
            declaration("func check(", in: Self.decorator),
            """
                func check(code: String, rule: String, password: String) async throws {
                    guard concerns.isEnabled(.validation) else {
                        return try await decoratee.check(code: code, rule: rule, password: password)
                    }
                    var checklist = Crosscut.Checklist()
                    // The constraint is the annotation's: the compiler reports its errors there.
                    #sourceLocation(file: "/app/A.swift", line: 5)
                    checklist.check(code, "code", matches: #/[0-9]{5}/#, spelled: "/[0-9]{5}/")
                    #sourceLocation(file: "/app/A.swift", line: 5)
                    checklist.check(rule, "rule", satisfies: Rules.isKnown, named: "Rules.isKnown")
                    #sourceLocation(file: "/app/A.swift", line: 5)
                    checklist.check(password, "password", satisfies: isStrong, named: "isStrong", secret: true)
                    #sourceLocation()
                    try concerns.validating(arguments: checklist, service: "People", member: "check(code:rule:password:)")
                    try await decoratee.check(code: code, rule: rule, password: password)
                }
            """)
    }

    @Test func aGenericMembersArgumentIsCheckedAndCascades() {
        expectSameText(
            declaration("func store<", in: Self.decorator),
            """
                func store<T: Collection>(_ items: T) throws {
                    guard concerns.isEnabled(.validation) else {
                        return try decoratee.store(items)
                    }
                    var checklist = Crosscut.Checklist()
                    checklist.checkNotEmpty(items, "items")
                    checklist.cascade(items, "items")
                    try concerns.validating(arguments: checklist, service: "People", member: "store(_:)")
                    try decoratee.store(items)
                }
            """)
    }

    @Test func aMemberThatCannotThrowForwardsUntouched() {
        expectSameText(
            declaration("func count(", in: Self.decorator),
            """
                func count(of name: String) -> Int {
                    decoratee.count(of: name)
                }
            """)
    }

    @Test func validationComesAfterAuthorizationAndBeforeCaching() {
        let file = generatedFile(from: Self.source)
        #expect(
            file.contains(
                "self.decorated(withCaching: concerns)\n            .decorated(withValidation: concerns)\n            .decorated(withAuthorization: concerns)"
            ))
        #expect(file.contains("    /// Wraps this service in a `ValidatingPeople`.\n    func decorated(withValidation"))
    }

    @Test func anExtendedRegexLiteralIsCopiedAsItIs() {
        let source = """
            // @crosscut(validation)
            protocol Codes {
                // @crosscut(validate(code: matches(##/a/#b/##)))
                func use(code: Substring) throws
            }
            """
        #expect(
            generatedFile(from: source).contains(
                ###"checklist.check(code, "code", matches: ##/a/#b/##, spelled: "##/a/#b/##")"###))
    }

    /// A regex or a rule of the user's may take far longer than a count: the cheap constraints come
    /// first, so that a value too long for its count never reaches the regex.
    @Test func theCheapConstraintsAreCheckedFirst() {
        let source = """
            // @crosscut(validation)
            protocol Vouchers {
                // @crosscut(validate(voucher: matches(/(a+)+$/), satisfies(isKnown), nonEmpty, count(...16)))
                func redeem(voucher: String) throws
            }
            """
        let checks = generatedFile(from: source).split(separator: "\n").filter { $0.contains("checklist.check") }
        #expect(
            checks.map { String($0.drop(while: \.isWhitespace)) } == [
                #"checklist.checkNotEmpty(voucher, "voucher")"#, #"checklist.check(voucher, "voucher", count: ...16)"#,
                ##"checklist.check(voucher, "voucher", matches: #/(a+)+$/#, spelled: "/(a+)+$/")"##,
                #"checklist.check(voucher, "voucher", satisfies: isKnown, named: "isKnown")"#,
            ])
    }

    @Test func anExistentialIsGivenToARuleAsItIsNotOpened() {
        let source = """
            // @crosscut(validation)
            protocol Payloads {
                // @crosscut(validate(payload: satisfies(Rules.accepts)))
                func send(payload: (any Sendable)?) throws
            }
            """
        #expect(
            generatedFile(from: source).contains(
                #"checklist.check(payload as (any Sendable), "payload", satisfies: Rules.accepts, named: "Rules.accepts")"#
            ))
    }

    /// For a file committed and compiled elsewhere (the command plugin's), whose input path a
    /// directive would name wrongly: the same checks, without directives.
    @Test func withoutPointingAtAnnotationsNoDirectiveIsWritten() {
        let result = Generator(output: .committed(regeneratedBy: "swift package generate-decorators")).generate([
            SourceFile(path: "/app/A.swift", text: Self.source)
        ])
        let text = result.files.first?.contents ?? ""
        #expect(text.contains("checklist.check(age, \"age\", in: 13...120)"))
        #expect(!text.contains("#sourceLocation"))
        #expect(!text.contains("The constraint is the annotation's"))
    }
}
