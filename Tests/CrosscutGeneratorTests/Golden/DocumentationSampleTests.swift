import Foundation
import Testing

/// The Swift samples of the documentation are regions of the files of
/// `Tests/DecoratorTests/Documentation/`, which DecoratorTests compiles (with CrosscutPlugin) and runs,
/// or of the examples' sources, which their builds compile and their tests run: each block below
/// must show its region to the byte.
@Suite struct DocumentationSampleTests {
    /// A code block: the `index`th block of the `## ` section `heading` of `document`, and the region
    /// of `file` it shows (both paths from the package's root).
    struct Sample: CustomTestStringConvertible, Sendable {
        var document: String
        var heading: String
        var index = 0
        var region: String
        var file = samples("DocumentationSamples.swift")

        var testDescription: String { "\(document), \(heading), block \(index + 1): \(file), \(region)" }
    }

    static let samples: [Sample] = [
        Sample(document: docc("GettingStarted"), heading: "## Annotate a protocol", index: 0, region: "protocol"),
        Sample(document: docc("GettingStarted"), heading: "## Annotate a protocol", index: 1, region: "service"),
        Sample(document: docc("GettingStarted"), heading: "## Decorate in the Composer", index: 0, region: "composer"),
        Sample(document: docc("TestingWithCrosscutTesting"), heading: "## A test", index: 0, region: "library"),
        Sample(document: docc("TestingWithCrosscutTesting"), heading: "## A test", index: 1, region: "testing"),
        Sample(
            document: docc("TestingWithCrosscutTesting"), heading: "## Reading an event's fields", index: 0,
            region: "readingEvents"),
        Sample(
            document: docc("TestingWithCrosscutTesting"), heading: "## Waiting for the right sleeper", index: 0,
            region: "timingOut"),
        Sample(document: "README.md", heading: "## A ten-line tour", index: 0, region: "protocol"),
        Sample(document: "README.md", heading: "## A ten-line tour", index: 1, region: "tour"),
        Sample(document: docc("LoggingAndRedaction"), heading: "## Overview", region: "logging", file: runtime),
        Sample(document: docc("MetricsAndPrometheus"), heading: "## Overview", region: "metrics", file: runtime),
        Sample(document: docc("Caching"), heading: "## Overview", region: "caching", file: runtime),
        Sample(document: docc("Retry"), heading: "## Overview", region: "retry", file: runtime),
        Sample(document: docc("Tracing"), heading: "## Overview", region: "tracing", file: runtime),
        Sample(document: docc("CircuitBreaking"), heading: "## Overview", region: "circuitBreaker", file: runtime),
        Sample(
            document: docc("ConcurrencyLimits"), heading: "## Overview", index: 0, region: "concurrencyLimitProtocol",
            file: concurrencyLimit),
        Sample(
            document: docc("ConcurrencyLimits"), heading: "## Overview", index: 1, region: "concurrencyLimit",
            file: concurrencyLimit),
        Sample(document: docc("Authorization"), heading: "## Overview", region: "authorization", file: runtime),
        Sample(
            document: docc("Validation"), heading: "## Overview", index: 0, region: "validationProtocol",
            file: validation),
        Sample(
            document: docc("Validation"), heading: "## Overview", index: 1, region: "selfValidating", file: validation),
        Sample(
            document: docc("Validation"), heading: "## What a rejected call does", index: 0, region: "validationRun",
            file: validation),
        Sample(
            document: docc("Validation"), heading: "## Bounding a regex", index: 0, region: "boundedRegex",
            file: validation),
        Sample(
            document: docc("ComposingInAComposer"), heading: "## Overview", index: 0, region: "composing",
            file: composing),
        Sample(
            document: docc("ComposingInAComposer"), heading: "## The order of the decorators", index: 0,
            region: "order", file: composing),
        Sample(
            document: docc("ComposingInAComposer"), heading: "## Switching concerns off", index: 0, region: "switches",
            file: composing),
        Sample(
            document: docc("ComposingInAComposer"), heading: "## A part that no decorator reads", index: 0,
            region: "partsNoDecoratorReads", file: composing),
        Sample(
            document: docc("ComposingInAComposer"), heading: "## Closure decoration", index: 0, region: "closures",
            file: composing),
        Sample(
            document: docc("ComposingInAComposer"), heading: "## Decorating by hand", index: 0, region: "weather",
            file: composing),
        Sample(
            document: docc("ComposingInAComposer"), heading: "## Decorating by hand", index: 1, region: "observed",
            file: composing),
        Sample(
            document: docc("SharingACacheAcrossInstances"), heading: "## Setting up the PostgreSQL store", index: 0,
            region: "postgresSetup",
            file: "Examples/ServerIntegration/Sources/QuoteDesk/Server/SharedCacheDatabase.swift"),
        Sample(
            document: docc("SharingACacheAcrossInstances"), heading: "## Setting up the PostgreSQL store", index: 1,
            region: "postgresServing", file: "Examples/ServerIntegration/Sources/quote-desk/main.swift"),
    ]

    static func docc(_ name: String) -> String { "Sources/Crosscut/Crosscut.docc/\(name).md" }
    /// The file `name` of DecoratorTests' folder that compiles and runs the articles' Swift samples.
    static func samples(_ name: String) -> String { "Tests/DecoratorTests/Documentation/\(name)" }
    static let runtime = samples("RuntimeSamples.swift")
    static let composing = samples("ComposingSamples.swift")
    static let validation = samples("ValidationSamples.swift")
    static let concurrencyLimit = samples("ConcurrencyLimitSamples.swift")

    @Test(arguments: samples) func blockShowsTheCompiledSample(_ sample: Sample) throws {
        let text = try String(contentsOf: Documentation.file(sample.document), encoding: .utf8)
        let section = try #require(MarkdownSection(heading: sample.heading, in: text), "no section \(sample.heading)")
        try #require(section.blocks.indices.contains(sample.index), "the section has \(section.blocks.count) blocks")
        let code = try String(contentsOf: Documentation.file(sample.file), encoding: .utf8)
        let region = try #require(Documentation.region(sample.region, in: code), "no region \(sample.region)")
        expectSameText(
            section.blocks[sample.index], region,
            "\(sample.document)'s block (it shows the region '\(sample.region)' of \(sample.file))")
    }
}

extension DocumentationSampleTests {
    /// The Benchmarks article shows the tables of BENCHMARKS.md, row for row.
    @Test(arguments: ["## Targets", "## Reproduce"]) func benchmarksArticleShowsTheMeasuredTable(_ heading: String)
        throws
    {
        func rows(_ path: String) throws -> [Substring] {
            let text = try String(contentsOf: Documentation.file(path), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex { $0 == heading }, "\(path) has no \(heading)")
            let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
            return lines[start..<end].filter { $0.hasPrefix("|") }
        }
        let measured = try rows("BENCHMARKS.md")
        #expect(!measured.isEmpty)
        #expect(try rows(Self.docc("Benchmarks")) == measured, "copy the table of BENCHMARKS.md's \(heading)")
    }
}

extension DocumentationSampleTests {
    /// The subclass sample of "Composing in a Composer" is the example package's own subclass, which
    /// the example's build compiles: the block must stand in that file as it is.
    @Test func subclassSampleIsTheExamplesOwn() throws {
        let article = try String(contentsOf: Documentation.article("ComposingInAComposer"), encoding: .utf8)
        let section = try #require(MarkdownSection(heading: "## Subclass decoration", in: article))
        let block = try #require(section.blocks.first)
        let path =
            "Examples/MeditationOnboarding/Sources/MeditationOnboarding/Composer/LifecycleLoggingRecapScreen.swift"
        let example = try String(contentsOf: Documentation.file(path), encoding: .utf8)
        #expect(example.contains(block), "the article's subclass is not the one in \(path): copy it from there")
    }
}
