import Crosscut
import Testing

/// Values that check themselves, and how their violations nest under the argument that holds them.
@Suite struct SelfValidatingTests {
    struct Country: SelfValidating {
        var code: String
        func validate(into checklist: inout Checklist) {
            checklist.check(code, "code", count: 2...2)
        }
    }

    struct Address: SelfValidating {
        var postcode: String
        var country: Country
        func validate(into checklist: inout Checklist) {
            checklist.check(postcode, "postcode", matches: #/[0-9]{5}/#, spelled: "/[0-9]{5}/")
            checklist.cascade(country, "country")
        }
    }

    private let valid = Address(postcode: "75001", country: Country(code: "FR"))
    private let invalid = Address(postcode: "7500", country: Country(code: "FRA"))

    private func subjects(_ fill: (inout Checklist) -> Void) -> [String] {
        var checklist = Checklist()
        fill(&checklist)
        return checklist.violations.map(\.subject)
    }

    @Test func nestedValuesCascadeUnderTheirPath() {
        #expect(subjects { $0.cascade(invalid, "address") } == ["address.postcode", "address.country.code"])
        #expect(subjects { $0.cascade(valid, "address") }.isEmpty)
    }

    @Test func optionalsAndArraysCheckTheirValues() {
        #expect(subjects { $0.cascade(Optional<Address>.none, "address") }.isEmpty)
        #expect(subjects { $0.cascade(Optional(invalid), "address") }.count == 2)
        #expect(
            subjects { $0.cascade([valid, invalid], "stops") } == ["stops[1].postcode", "stops[1].country.code"])
    }

    @Test func aValueWhoseStaticTypeDoesNotCheckItselfIsNotChecked() {
        let hidden: Any = invalid
        #expect(subjects { $0.cascade(hidden, "value") }.isEmpty)
        #expect(subjects { $0.cascade(42, "count") }.isEmpty)
    }

    /// A node of a graph of objects that check themselves: a team and its members, who know their team.
    final class Person: SelfValidating {
        var name: String
        var team: Team?
        init(name: String) { self.name = name }
        func validate(into checklist: inout Checklist) {
            checklist.checkNotEmpty(name, "name")
            checklist.cascade(team, "team")
        }
    }

    final class Team: SelfValidating {
        var lead: Person
        var members: [Person] = []
        init(lead: Person) { self.lead = lead }
        func validate(into checklist: inout Checklist) {
            checklist.cascade(lead, "lead")
            checklist.cascade(members, "members")
        }
    }

    @Test func objectsThatCascadeIntoEachOtherAreCheckedOnceEach() {
        let lead = Person(name: "")
        let team = Team(lead: lead)
        lead.team = team
        team.members = [lead, Person(name: "")]
        #expect(subjects { $0.cascade(lead, "person") } == ["person.name", "person.team.members[1].name"])
        #expect(subjects { $0.cascade(Optional(team), "team") } == ["team.lead.name", "team.members[1].name"])
    }

    @Test func theViolationNamesTheParameterAtFault() {
        var checklist = Checklist()
        checklist.cascade([invalid], "stops")
        #expect(checklist.violations.map(\.parameter) == ["stops", "stops"])
    }
}
