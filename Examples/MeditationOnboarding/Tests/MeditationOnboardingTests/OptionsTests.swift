import Testing

@testable import MeditationOnboarding

struct OptionsTests {
    @Test func defaults() throws {
        let options = try Options.parse([])
        #expect(options == Options())
        #expect(options.failureRate == 0.3)
        #expect(options.logFormat == .console)
        #expect(options.logFile == nil)
    }

    @Test func parsesEveryOptionInBothForms() throws {
        let options = try Options.parse([
            "--failure-rate", "0.5", "--seed=7", "--log-format", "json", "--log-file=/tmp/x.log", "--instant",
        ])
        #expect(options.failureRate == 0.5)
        #expect(options.seed == 7)
        #expect(options.logFormat == .json)
        #expect(options.logFile == "/tmp/x.log")
        #expect(options.instant)
        #expect(try Options.parse(["-h"]).showHelp)
    }

    @Test(arguments: [
        (["--failure-rate", "1.5"], "--failure-rate expects a number from 0 to 1, like 0.3, not '1.5'"),
        (["--seed", "-3"], "--seed expects a whole number from 0, like 42, not '-3'"),
        (["--seed", "abc"], "--seed expects a whole number from 0, like 42, not 'abc'"),
        (["--log-format", "xml"], "--log-format expects console or json, not 'xml'"),
        (["--log-file"], "--log-file needs a value"),
        (["--colour"], "unknown option '--colour'"),
    ])
    func rejectsBadArgumentsWithAClearMessage(arguments: [String], message: String) {
        #expect(throws: (any Error).self) { try Options.parse(arguments) }
        do {
            _ = try Options.parse(arguments)
        } catch {
            #expect(error.description == message)
        }
    }
}
