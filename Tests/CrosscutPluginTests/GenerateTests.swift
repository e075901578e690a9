import Foundation
import Testing

/// `crosscut generate`: what it writes, what it leaves alone.
@Suite struct GenerateTests {
    @Test func writesOneFilePerInputWithAnnotatedProtocols() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/Plain.swift", Fixtures.plain)
        try directory.write("Sources/Nested/Service.swift", Fixtures.annotated("Service"))
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "Sources/Plain.swift", "Sources/Nested/Service.swift"],
            in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("out").path)
        #expect(names == ["Service+Crosscut.swift"])
        let text = try directory.read("out/Service+Crosscut.swift")
        #expect(text.hasPrefix(Fixtures.header + "\n"))
        #expect(text.contains("struct LoggingService<Decoratee: Service>: Service"))
    }

    @Test func withNothingAnnotatedNothingIsWritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Plain.swift", Fixtures.plain)
        let result = try await Crosscut.run(["generate", "--output-dir", "out", "Plain.swift"], in: directory.url)
        #expect(result.status == 0)
        #expect(!directory.exists("out"))
    }

    @Test func combineWritesACommentOnlyFileWhenNothingIsAnnotated() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Plain.swift", Fixtures.plain)
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "--combine", "Lib+Crosscut.swift", "Plain.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("out").path)
        #expect(names == ["Lib+Crosscut.swift"])
        let text = try directory.read("out/Lib+Crosscut.swift")
        #expect(text.hasPrefix(Fixtures.header + "\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") })
    }

    @Test func combineJoinsAllDecoratorsUnderOneSetOfImports() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "A.swift", Fixtures.annotated("A", imports: ["import Foundation", "public import Dispatch"]))
        try directory.write("B.swift", Fixtures.annotated("B", imports: ["@preconcurrency import Foundation"]))
        try directory.write("C.swift", Fixtures.annotated("C", imports: ["internal import Dispatch"]))
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "--combine", "Lib+Crosscut.swift", "A.swift", "B.swift", "C.swift"],
            in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let text = try directory.read("out/Lib+Crosscut.swift")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == Fixtures.header)
        #expect(lines.filter { $0.hasPrefix(Fixtures.header) }.count == 1)
        let imports = lines.filter { $0.contains("import ") && !$0.hasPrefix("//") }
        // Public decorators import just the runtime's types they name, publicly; no decorator names a
        // type of Dispatch, so its import is internal, whatever the sources wrote.
        #expect(
            imports == [
                "public import struct Crosscut.Concerns", "public import enum Crosscut.EventValue",
                "internal import Dispatch", "@preconcurrency import Foundation",
            ])
        for name in ["A", "B", "C"] {
            #expect(text.contains("struct Logging\(name)<Decoratee: \(name)>: \(name)"))
        }
    }

    /// Files that import Foundation under `#if canImport(FoundationEssentials)`, one publicly for a
    /// signature that names `Date`, one plainly: the combined file imports each module once under
    /// each condition, at the wider level, where two levels would be a warning ("module
    /// 'FoundationEssentials' is imported as 'public' from the same file").
    @Test func combineImportsAModuleAtOneLevelUnderEachCondition() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let conditional = { (level: String) in
            [
                "#if canImport(FoundationEssentials)", "\(level)import FoundationEssentials", "#else",
                "\(level)import Foundation", "#endif",
            ]
        }
        try directory.write(
            "A.swift",
            Fixtures.annotated("A", imports: conditional("public ")).replacingOccurrences(of: "-> Int", with: "-> Date")
        )
        try directory.write("B.swift", Fixtures.annotated("B", imports: conditional("")))
        let generate = ["generate", "--output-dir", "out", "--combine", "Lib+Crosscut.swift", "A.swift", "B.swift"]
        let result = try await Crosscut.run(generate, in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = try directory.read("out/Lib+Crosscut.swift").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        let start = try #require(lines.firstIndex(of: "#if canImport(FoundationEssentials)"))
        #expect(
            Array(lines[start...].prefix { !$0.isEmpty }) == [
                "#if canImport(FoundationEssentials)", "    public import FoundationEssentials", "#else",
                "    public import Foundation", "#endif",
            ])
    }

    /// swift-openapi-runtime's files import Foundation or FoundationEssentials under three shapes of
    /// `#if`, one of them `#if FullFoundation || canImport(Darwin)` … `#elseif` … `#else`: the
    /// combined file imports each module once, under its conditions simplified, and not
    /// FoundationEssentials where Foundation, which re-exports it, is imported (there a
    /// `public import Foundation` would be a warning: "not used in public declarations"). The
    /// decorators' file repeated them under five overlapping blocks.
    @Test func combineWritesOverlappingConditionalImportsOncePerModuleAndCondition() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let dated = { (name: String, imports: [String]) in
            Fixtures.annotated(name, imports: imports).replacingOccurrences(of: "-> Int", with: "-> Date")
        }
        let essentialsOrFoundation = { (level: String) in
            [
                "#if canImport(FoundationEssentials)", "\(level)import FoundationEssentials", "#else",
                "\(level)import Foundation", "#endif",
            ]
        }
        try directory.write("A.swift", dated("A", essentialsOrFoundation("public ")))
        try directory.write(
            "B.swift",
            dated(
                "B",
                [
                    "#if FullFoundation || canImport(Darwin)", "public import Foundation",
                    "#elseif canImport(FoundationEssentials)", "public import FoundationEssentials", "#else",
                    "public import Foundation", "#endif",
                ]))
        try directory.write("C.swift", Fixtures.annotated("C", imports: essentialsOrFoundation("")))
        let generate = [
            "generate", "--output-dir", "out", "--combine", "Lib+Crosscut.swift", "A.swift", "B.swift", "C.swift",
        ]
        let result = try await Crosscut.run(generate, in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = try directory.read("out/Lib+Crosscut.swift").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("#if") })
        #expect(
            Array(lines[start...].prefix { !$0.isEmpty }) == [
                "#if !canImport(FoundationEssentials) || FullFoundation || canImport(Darwin)",
                "    public import Foundation", "#else", "    public import FoundationEssentials", "#endif",
            ])
    }

    /// Package decorators import the runtime with `package import` only under
    /// `InternalImportsByDefault`, and plainly (publicly) without it, where a `package import` beside
    /// a plain `import Crosscut` in another file is an error; merged with a public one, the public
    /// import stands alone. (Found by Scripts/random-protocols.py.)
    @Test func combinePackageDecoratorsImportTheRuntimeForBothImplicitLevels() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = Fixtures.annotated("A").replacingOccurrences(of: "public protocol", with: "package protocol")
        try directory.write("A.swift", package)
        try directory.write("B.swift", Fixtures.annotated("B").replacingOccurrences(of: "public ", with: ""))
        let generate = ["generate", "--output-dir", "out", "--combine", "Lib+Crosscut.swift", "A.swift", "B.swift"]
        var result = try await Crosscut.run(generate, in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        var lines = try directory.read("out/Lib+Crosscut.swift").split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "#if hasFeature(InternalImportsByDefault)"))
        #expect(
            Array(lines[start...(start + 6)]) == [
                "#if hasFeature(InternalImportsByDefault)",
                "    package import struct Crosscut.Concerns", "    package import enum Crosscut.EventValue",
                "#else",
                "    import struct Crosscut.Concerns", "    import enum Crosscut.EventValue",
                "#endif",
            ])
        #expect(lines.filter { $0.contains("import ") }.count == 4)

        try directory.write("B.swift", Fixtures.annotated("B"))
        result = try await Crosscut.run(generate, in: directory.url)
        lines = try directory.read("out/Lib+Crosscut.swift").split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("#if") })
        #expect(lines.contains("public import struct Crosscut.Concerns"))
    }

    @Test func anUnchangedOutputIsNotRewritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Service.swift", Fixtures.annotated("Service"))
        try directory.write("Plain.swift", Fixtures.plain)
        let arguments = ["generate", "--output-dir", "out", "Service.swift", "Plain.swift"]
        let combined = ["generate", "--output-dir", "combined", "--combine", "Lib+Crosscut.swift", "Plain.swift"]
        #expect(try await Crosscut.run(arguments, in: directory.url).status == 0)
        #expect(try await Crosscut.run(combined, in: directory.url).status == 0)
        let outputs = ["out/Service+Crosscut.swift", "combined/Lib+Crosscut.swift"].map {
            directory.url.appendingPathComponent($0).path
        }
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for output in outputs {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        }

        #expect(try await Crosscut.run(arguments, in: directory.url).status == 0)
        #expect(try await Crosscut.run(combined, in: directory.url).status == 0)
        for output in outputs {
            let attributes = try FileManager.default.attributesOfItem(atPath: output)
            #expect(attributes[.modificationDate] as? Date == past, "\(output)")
        }
    }

    @Test func aChangedOutputIsRewritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Service.swift", Fixtures.annotated("Service"))
        try directory.write("out/Service+Crosscut.swift", Fixtures.header + "\n// stale\n")
        let result = try await Crosscut.run(["generate", "--output-dir", "out", "Service.swift"], in: directory.url)
        #expect(result.status == 0)
        let text = try directory.read("out/Service+Crosscut.swift")
        #expect(!text.contains("stale"))
        #expect(text.contains("LoggingService"))
    }

    @Test func aFileCrosscutDidNotGenerateIsNeverOverwritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Service.swift", Fixtures.annotated("Service"))
        let mine = "// My own code.\nstruct Mine {}\n"
        try directory.write("out/Service+Crosscut.swift", mine)
        let result = try await Crosscut.run(["generate", "--output-dir", "out", "Service.swift"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "crosscut: error: \(directory.url.path)/out/Service+Crosscut.swift was not generated by crosscut"))
        #expect(try directory.read("out/Service+Crosscut.swift") == mine)
    }

    @Test func pruneRemovesOnlyStaleGeneratedFiles() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Service.swift", Fixtures.annotated("Service"))
        try directory.write("out/Gone+Crosscut.swift", Fixtures.header + "\n")
        try directory.write("out/Mine+Crosscut.swift", "struct Mine {}\n")
        try directory.write("out/Notes.swift", Fixtures.header + "\n")
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "--prune", "Service.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!directory.exists("out/Gone+Crosscut.swift"))
        #expect(directory.exists("out/Mine+Crosscut.swift"))
        #expect(directory.exists("out/Notes.swift"))
        #expect(directory.exists("out/Service+Crosscut.swift"))
    }

    @Test func withoutPruneStaleFilesStay() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Service.swift", Fixtures.annotated("Service"))
        try directory.write("out/Gone+Crosscut.swift", Fixtures.header + "\n")
        let result = try await Crosscut.run(["generate", "--output-dir", "out", "Service.swift"], in: directory.url)
        #expect(result.status == 0)
        #expect(directory.exists("out/Gone+Crosscut.swift"))
    }

    @Test func aFileListNamesInputsOnePerLine() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift", Fixtures.annotated("A"))
        try directory.write("Sub/B.swift", Fixtures.annotated("B"))
        try directory.write("inputs.txt", "A.swift\n\n\(directory.url.path)/Sub/B.swift\r\nA.swift\n")
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "--file-list", "inputs.txt"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("out").path)
        #expect(names.sorted() == ["A+Crosscut.swift", "B+Crosscut.swift"])
    }

    @Test func diagnosticsUseTheCompilerFormatWithAbsolutePathsAndFail() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/Misspelled.swift", Fixtures.misspelled)
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "Sources/Misspelled.swift"], in: directory.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n")
        let expected = "\(directory.url.path)/Sources/Misspelled.swift:3:23: error: unknown concern 'metrcs'"
        #expect(lines.contains { $0.hasPrefix(expected) }, "\(result.standardError)")
        #expect(lines.first { $0.hasPrefix(expected) }?.contains("metrics") == true)
    }

    @Test func twoInputsWithOneNameInDifferentFoldersAreAnError() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A/Service.swift", Fixtures.annotated("First"))
        try directory.write("B/Service.swift", Fixtures.annotated("Second"))
        let result = try await Crosscut.run(
            ["generate", "--output-dir", "out", "A/Service.swift", "B/Service.swift"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("would both generate Service+Crosscut.swift"))
        #expect(!directory.exists("out/Service+Crosscut.swift"))
    }
}
