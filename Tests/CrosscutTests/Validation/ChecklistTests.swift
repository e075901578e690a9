import Crosscut
import Testing

/// What each constraint of a `Checklist` lets through, and what it records when it is broken.
@Suite struct ChecklistTests {
    private func violations(_ fill: (inout Checklist) -> Void) -> [String] {
        var checklist = Checklist()
        fill(&checklist)
        return checklist.violations.map { "\($0.subject) | \($0.constraint) | \($0.message)" }
    }

    @Test(arguments: [
        (13, 13...120, [String]()),
        (120, 13...120, []),
        (12, 13...120, ["age | 13...120 | must be between 13 and 120"]),
        (121, 13...120, ["age | 13...120 | must be between 13 and 120"]),
    ])
    func aClosedRange(age: Int, range: ClosedRange<Int>, expected: [String]) {
        #expect(violations { $0.check(age, "age", in: range) } == expected)
    }

    @Test func everyKindOfRangeSaysWhatItRequires() {
        #expect(
            violations {
                $0.check(10, "a", in: 0..<10)
                $0.check(12, "b", in: 13...)
                $0.check(121, "c", in: ...120)
                $0.check(10, "d", in: ..<10)
                $0.check(2.5, "e", in: 0.0...1.0)
                $0.check(7, "f", in: 5...5)
            } == [
                "a | 0..<10 | must be at least 0 and less than 10",
                "b | 13... | must be at least 13",
                "c | ...120 | must be at most 120",
                "d | ..<10 | must be less than 10",
                "e | 0.0...1.0 | must be between 0.0 and 1.0",
                "f | 5...5 | must be 5",
            ])
        #expect(violations { $0.check(9, "a", in: 0..<10) }.isEmpty)
    }

    @Test func aCountIsInCharactersForTextAndInElementsForCollections() {
        #expect(
            violations {
                $0.check("", "name", count: 1...40)
                $0.check([1, 2, 3], "tags", count: ...2)
                $0.check(Set<Int>(), "ids", count: 1...)
                $0.check("ab", "code", count: 1...1)
            } == [
                "name | count(1...40) | must have between 1 and 40 characters",
                "tags | count(...2) | must have at most 2 elements",
                "ids | count(1...) | must have at least 1 element",
                "code | count(1...1) | must have 1 character",
            ])
        #expect(violations { $0.check("é👍🏽", "name", count: 2...2) }.isEmpty, "characters, not bytes")
    }

    @Test func nonEmpty() {
        #expect(violations { $0.checkNotEmpty("", "name") } == ["name | nonEmpty | must not be empty"])
        #expect(violations { $0.checkNotEmpty([0], "tags") }.isEmpty)
    }

    @Test func aPatternMatchesTheWholeText() {
        #expect(violations { $0.check("12345", "postcode", matches: #/[0-9]{5}/#, spelled: "/[0-9]{5}/") }.isEmpty)
        #expect(
            violations { $0.check("123456", "postcode", matches: #/[0-9]{5}/#, spelled: "/[0-9]{5}/") } == [
                "postcode | matches(/[0-9]{5}/) | must match /[0-9]{5}/"
            ])
    }

    /// A regex is built, and its program compiled, at the first check of its spelling, not at every
    /// call.
    @Test func aPatternIsBuiltOnceForEveryCheckOfItsSpelling() {
        var builds = 0
        func digits() -> Regex<Substring> {
            builds += 1
            return #/[0-9]{4}-built-once/#
        }
        let spelling = "/[0-9]{4}-built-once/"
        #expect(violations { $0.check("1234-built-once", "pin", matches: digits(), spelled: spelling) }.isEmpty)
        #expect(
            violations { $0.check("123", "pin", matches: digits(), spelled: spelling) } == [
                "pin | matches(/[0-9]{4}-built-once/) | must match /[0-9]{4}-built-once/"
            ])
        #expect(violations { $0.check("5678-built-once", "pin", matches: digits(), spelled: spelling) }.isEmpty)
        #expect(builds == 1)
    }

    /// A regex can take time exponential in its input, `/(a+)+$/` on 41 characters far longer than
    /// any test: it never runs on a value that broke the rule checked just before it.
    @Test func aRegexIsNotRunOnAValueThatBrokeTheRuleBeforeIt() {
        let hostile = String(repeating: "a", count: 40) + "!"
        #expect(
            violations {
                $0.check(hostile, "code", count: ...16)
                $0.check(hostile, "code", matches: #/(a+)+$/#, spelled: "/(a+)+$/")
            } == ["code | count(...16) | must have at most 16 characters"])
    }

    struct Pet: SelfValidating {
        var name: String
        func validate(into checklist: inout Checklist) {
            checklist.check(name, "name", matches: #/[a-z]+/#, spelled: "/[a-z]+/")
        }
    }

    @Test func anotherValuesBrokenRuleLeavesARegexToRun() {
        #expect(
            violations {
                $0.checkNotEmpty("", "name")
                $0.check("Rex", "nickname", matches: #/[a-z]+/#, spelled: "/[a-z]+/")
                $0.cascade(Pet(name: "Rex"), "pet")
            } == [
                "name | nonEmpty | must not be empty", "nickname | matches(/[a-z]+/) | must match /[a-z]+/",
                "pet.name | matches(/[a-z]+/) | must match /[a-z]+/",
            ])
    }

    @Test func theUsersRuleAsAPredicate() {
        func isKnownCountry(_ code: String) -> Bool { ["FR", "NL"].contains(code) }
        #expect(violations { $0.check("FR", "country", satisfies: isKnownCountry, named: "isKnownCountry") }.isEmpty)
        #expect(
            violations { $0.check("XX", "country", satisfies: isKnownCountry, named: "isKnownCountry") } == [
                "country | satisfies(isKnownCountry) | must satisfy isKnownCountry"
            ])
    }

    private struct Weak: Error, CustomStringConvertible {
        var quoted: String
        var description: String { "is too weak: \(quoted)" }
    }

    @Test func aThrowingRuleSaysWhatIsWrongUnlessTheValueIsSecret() {
        func strong(_ password: String) throws(Weak) { if password.count < 8 { throw Weak(quoted: password) } }
        #expect(
            violations { $0.check("hunter2", "hint", satisfies: strong, named: "strong") } == [
                "hint | satisfies(strong) | is too weak: hunter2"
            ])
        #expect(
            violations { $0.check("hunter2", "password", satisfies: strong, named: "strong", secret: true) } == [
                "password | satisfies(strong) | must satisfy strong"
            ])
    }

    @Test func everyBrokenRuleIsKeptInOrder() {
        let found = violations {
            $0.check(7, "age", in: 13...120)
            $0.checkNotEmpty("", "name")
            $0.check(200, "age", in: 13...120)
        }
        #expect(found.map { $0.prefix { $0 != " " } } == ["age", "name", "age"])
    }
}
