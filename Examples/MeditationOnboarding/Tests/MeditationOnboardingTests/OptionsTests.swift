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
            "--subscribed",
        ])
        #expect(options.failureRate == 0.5)
        #expect(options.seed == 7)
        #expect(options.logFormat == .json)
        #expect(options.logFile == "/tmp/x.log")
        #expect(options.instant)
        #expect(options.subscribed)
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

struct MetricsSummaryTests {
    @Test func tableLinesUpItsColumnsAndWritesMilliseconds() {
        var row = MetricsSummary.Row(name: "Catalog.sessions(for:)")
        row.calls = 12
        row.refused = 2
        row.retries = 3
        row.cacheHits = 5
        row.cacheMisses = 7
        row.latency = .init(p50: 0.0123, p90: 0.25, p99: 1.5, max: 2)
        let summary = MetricsSummary(rows: [row, MetricsSummary.Row(name: "A.b()")], remoteCalls: 9, seed: 42)
        #expect(
            summary.text == """
                Metrics (seed 42; calls that reached the remote: 9)
                member                  calls  errors  refused  retries  cache hit/miss      p50       p90        p99        max
                Catalog.sessions(for:)     12       0        2        3             5/7  12.3 ms  250.0 ms  1500.0 ms  2000.0 ms
                A.b()                       0       0        0        0               -        -         -          -          -
                """)
    }

    @Test func withoutCallsTheSummarySaysSo() {
        #expect(
            MetricsSummary(rows: [], remoteCalls: 0, seed: 1).text
                == "Metrics (seed 1; calls that reached the remote: 0)\nNo decorated calls were made.")
    }
}
