import Crosscut
import CrosscutTesting
import Testing

/// `Concerns.validating`, what the validating decorators call: the error, and what a rejected call
/// logs and counts.
@Suite struct ValidatingTests {
    private let fixture = TestConcerns()

    private func checklist(age: Int, name: String, pin: String = "0000") -> Checklist {
        var checklist = Checklist()
        checklist.check(age, "age", in: 13...120)
        checklist.checkNotEmpty(name, "name")
        checklist.check(pin, "pin", count: 4...4)
        return checklist
    }

    @Test func validArgumentsPassSilently() throws {
        try fixture.concerns.validating(
            arguments: checklist(age: 30, name: "Ann"), service: "Ages", member: "save(age:name:)")
        #expect(fixture.log.events.isEmpty)
        #expect(fixture.metrics.snapshot().counters.isEmpty)
    }

    @Test func everyViolationOfACallIsInOneError() {
        let error = #expect(throws: InvalidArguments.self) {
            try fixture.concerns.validating(
                arguments: checklist(age: 7, name: ""), service: "Ages", member: "save(age:name:)")
        }
        #expect(error?.call == "Ages.save(age:name:)")
        #expect(error?.violations.map(\.subject) == ["age", "name"])
        #expect(
            error?.description
                == "Ages.save(age:name:) rejected its arguments: age must be between 13 and 120; name must not be empty"
        )
    }

    @Test func aRejectedCallLogsAWarningAndCountsEachParameterWithoutQuotingAnArgument() {
        #expect(throws: InvalidArguments.self) {
            try fixture.concerns.validating(
                arguments: checklist(age: 7, name: "", pin: "98765"), service: "Ages", member: "save(age:name:)")
        }
        let event = fixture.log.events.first
        #expect(fixture.log.events.count == 1)
        #expect(event?.name == "Ages.save(age:name:) invalid arguments")
        #expect(event?.level == .warning)
        #expect(
            event?.data == [
                "violations":
                    "age must be between 13 and 120; name must not be empty; pin must have 4 characters"
            ])
        #expect(!String(describing: fixture.log.events).contains("98765"))
        let counters = fixture.metrics.snapshot()
        for parameter in ["age", "name", "pin"] {
            let dimensions: Dimensions = [
                "module": "CrosscutTests", "service": "Ages", "member": "save(age:name:)", "parameter": parameter,
            ]
            #expect(counters.counter(MetricName.invalidArguments, dimensions) == 1)
        }
    }

    @Test func aRejectedResultIsCountedOnce() {
        var checklist = Checklist()
        checklist.checkNotEmpty([Int](), "result")
        let error = #expect(throws: InvalidResult.self) {
            try fixture.concerns.validating(result: checklist, service: "Catalog", member: "list()")
        }
        #expect(error?.description == "Catalog.list() rejected its result: result must not be empty")
        let dimensions: Dimensions = ["module": "CrosscutTests", "service": "Catalog", "member": "list()"]
        #expect(fixture.metrics.snapshot().counter(MetricName.invalidResults, dimensions) == 1)
        #expect(fixture.log.events.map(\.name) == ["Catalog.list() invalid result"])
    }

    @Test(arguments: [
        InvalidArguments(call: "Ages.save(age:)", violations: []) as any Error,
        InvalidResult(call: "Ages.load()", violations: []),
    ])
    func aRejectionIsNeverRetried(rejection: any Error) {
        let attempts = CallCounter()
        var concerns = fixture.concerns
        concerns.retryStrategy = RetryStrategy(maxAttempts: 3, backoff: .constant(.zero))
        #expect(throws: (any Error).self) {
            try concerns.retrying(service: "Ages", member: "save(age:)") { () throws(any Error) in
                attempts.next()
                throw rejection
            }
        }
        #expect(attempts.value == 1)
    }
}
