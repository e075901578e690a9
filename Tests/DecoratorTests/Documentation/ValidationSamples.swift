// The samples of the Validation article (Sources/Crosscut/Crosscut.docc/Validation.md), compiled
// and run here; the regions are checked against the article by DocumentationSampleTests.
import Crosscut
import Testing

// docs:begin(validationProtocol)
// @crosscut(logging, metrics, validation)
protocol Members: Sendable {
    // @crosscut(validate(name: nonEmpty, count(...40), age: 13...120, email: satisfies(isEmailAddress)))
    func register(name: String, age: Int, email: String) async throws -> Member
    // @crosscut(validate(postcode: matches(/[0-9]{5}/), returns: nonEmpty))
    func addresses(near postcode: String) async throws -> [MailingAddress]
}
// docs:end

// docs:begin(boundedRegex)
// @crosscut(validation)
protocol Vouchers: Sendable {
    // @crosscut(validate(voucher: matches(/[A-Z0-9]+(-[A-Z0-9]+)*/), count(...32)))
    func redeem(voucher: String) async throws
}
// docs:end

/// The rule the annotation names.
func isEmailAddress(_ text: String) -> Bool { text.contains("@") }

/// A registered member.
struct Member: Sendable, Equatable {
    var name: String
}

/// A country code that checks itself.
struct Country: SelfValidating, Sendable {
    var code: String

    func validate(into checklist: inout Checklist) {
        checklist.check(code, "code", count: 2...2)
    }
}

// docs:begin(selfValidating)
struct MailingAddress: SelfValidating {
    var postcode: String
    var country: Country

    func validate(into checklist: inout Checklist) {
        checklist.check(postcode, "postcode", matches: #/[0-9]{5}/#, spelled: "/[0-9]{5}/")
        checklist.cascade(country, "country")
    }
}
// docs:end

extension MailingAddress: Sendable {}

/// The live service: it trusts its arguments.
struct LiveMembers: Members {
    func register(name: String, age: Int, email: String) async throws -> Member { Member(name: name) }
    func addresses(near postcode: String) async throws -> [MailingAddress] {
        [MailingAddress(postcode: postcode, country: Country(code: "FR"))]
    }
}

@Suite struct ValidationSampleRuns {
    @Test func anInvalidCallIsRefusedWithEveryViolation() async throws {
        let members = LiveMembers().decorated(with: Concerns())
        var found: [String] = []
        // docs:begin(validationRun)
        do {
            _ = try await members.register(name: "", age: 7, email: "ann@example.com")
        } catch let invalid as InvalidArguments {
            found = invalid.violations.map(\.description)   // ["name must not be empty", "age must be between 13 and 120"]
        }
        // docs:end
        #expect(found == ["name must not be empty", "age must be between 13 and 120"])
        #expect(try await members.register(name: "Ann", age: 30, email: "ann@example.com") == Member(name: "Ann"))
    }

    @Test func anAddressChecksItselfAndItsCountry() {
        var checklist = Checklist()
        checklist.cascade(MailingAddress(postcode: "750", country: Country(code: "FRA")), "address")
        #expect(checklist.violations.map(\.subject) == ["address.postcode", "address.country.code"])
    }
}
