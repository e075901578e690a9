import Testing

@testable import CrosscutGenerator

/// The imports a generated file starts with: what its sources import, at the level its
/// decorators need, from real source text through the whole pipeline.
@Suite struct ImportLevelTests {
    /// The scoped imports of the runtime types a file names, at `access` (`public `, or `""`): just
    /// `Concerns` (every decorator's initializer takes it) unless told more.
    private func runtime(_ access: String = "public ", _ types: String...) -> [String] {
        let kinds = ["CallOutcome": "enum", "Concerns": "struct", "EventValue": "enum"]
        return (["Concerns"] + types).sorted().map { "\(access)import \(kinds[$0]!) Crosscut.\($0)" }
    }

    /// The file generated for the first of `files` (path, text).
    private func generated(_ files: [(String, String)]) -> String {
        let result = Generator().generate(files.map { SourceFile(path: $0.0, text: $0.1) })
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result.files.first?.contents ?? ""
    }

    /// The import lines of the file generated for the first of `files` (path, text).
    private func imports(_ files: [(String, String)]) -> [String] {
        generated(files).split(separator: "\n").filter { $0.contains("import ") && !$0.hasPrefix("//") }
            .map(String.init)
    }

    @Test func theRuntimeIsImportedAsWidelyAsTheWidestDecorator() {
        let body = " protocol P {\n    func run() -> Int\n}\n"
        #expect(imports([("/s/P.swift", "// @crosscut(logging)\n" + body)]) == runtime(""))
        // Beside package decorators, `package import` under `InternalImportsByDefault` and a plain
        // (public) import without it: there a user's plain `import Crosscut` in another file would
        // make a `package import` an error (found by Scripts/random-protocols.py).
        #expect(
            imports([("/s/P.swift", "// @crosscut(logging)\npackage" + body)])
                == runtime("    package ") + runtime("    "))
        let package = Generator().generate([
            SourceFile(path: "/s/P.swift", text: "// @crosscut(logging)\npackage" + body)
        ])
        #expect(
            package.files.first?.contents.contains(
                "\n#if hasFeature(InternalImportsByDefault)\n    package import struct Crosscut.Concerns\n")
                == true)
        #expect(
            package.files.first?.contents.contains(
                "\n#else\n    import struct Crosscut.Concerns\n") == true)
        #expect(imports([("/s/P.swift", "// @crosscut(logging)\npublic" + body)]) == runtime())
        let both = "// @crosscut(logging)\npackage protocol A { func a() }\n// @crosscut(logging)\npublic" + body
        // A source that imports the whole runtime keeps that import, as widely as the decorators need.
        #expect(imports([("/s/P.swift", "internal import Crosscut\n" + both)]) == ["public import Crosscut"])
    }

    @Test func aPublicImportStaysPublicWhenADecoratorNamesATypeFromElsewhere() {
        let source = """
            public import Foundation
            @preconcurrency public import Dispatch

            // @crosscut(logging)
            public protocol Clock {
                func now() -> DispatchTime
            }
            """
        #expect(
            imports([("/s/Clock.swift", source)]) == runtime() + [
                "@preconcurrency public import Dispatch", "public import Foundation",
            ])
    }

    @Test func aPublicImportThatNoDecoratorNeedsBecomesInternal() {
        let source = """
            public import Foundation

            public struct Stamp { public var date: Date }

            // @crosscut(logging)
            public protocol Stamps {
                func latest<S: Sequence>(in stamps: S) async throws -> [Receipt]? where S.Element == Stamp
            }
            """
        let receipt = "public struct Receipt {}"
        #expect(
            imports([("/s/Stamps.swift", source), ("/s/Receipt.swift", receipt)])
                == runtime("public ", "CallOutcome", "EventValue") + [
                    "internal import Foundation"
                ])
        // An internal protocol needs no public import either; a package one keeps a package import
        // only for types from elsewhere.
        #expect(
            imports([("/s/Stamps.swift", source.replacingOccurrences(of: "public protocol", with: "protocol"))])
                .last == "internal import Foundation")
    }

    /// A forwarded parent of Foundation's (`ContiguousBytes`, as swift-crypto's `Digest` refines it)
    /// is named in the public decorators' declarations: the import it comes through stays public.
    @Test func aPublicImportStaysPublicForAForwardedParentOfFoundations() {
        let source = """
            public import Foundation

            // @crosscut(logging)
            public protocol Digest: ContiguousBytes, Sendable {
                func hex() -> String
            }
            """
        #expect(imports([("/s/Digest.swift", source)]) == runtime() + ["public import Foundation"])
        #expect(
            generated([("/s/Digest.swift", source)]).contains(
                "public struct LoggingDigest<Decoratee: Digest>: Digest, ContiguousBytes {"))
    }

    /// swift-nio's and swift-configuration's files import Foundation under `#if canImport(...)`: the
    /// decorators' file repeats those imports under the same conditions, narrowed as the others are
    /// (a `public import` no public declaration uses is a warning).
    @Test func importsUnderIfAreNarrowedAsTheOthersAre() {
        let source = """
            #if canImport(FoundationEssentials)
            public import FoundationEssentials
            #else
            public import Foundation
            #endif

            // @crosscut(logging)
            public protocol Ticker {
                func tick(_ count: Int) -> Int
            }
            """
        #expect(
            imports([("/s/Ticker.swift", source)]) == runtime("public ", "EventValue") + [
                "    internal import FoundationEssentials", "    internal import Foundation",
            ])
        let dated = source.replacingOccurrences(of: "-> Int", with: "-> Date")
        #expect(
            imports([("/s/Ticker.swift", dated)]) == runtime("public ", "EventValue") + [
                "    public import FoundationEssentials", "    public import Foundation",
            ])
    }

    /// A module imported at two levels in one file is a warning, also when one import stands under
    /// `#if`: imports under the same conditions take the widest level of them (here the parent's,
    /// whose requirement names `Date`), and a plain import of a module imported more widely under
    /// `#if` moves under the negated condition, lest a `public import Foundation` stand beside the
    /// `public import FoundationEssentials` that brings its names ("public import of 'Foundation' was
    /// not used in public declarations").
    @Test func noModuleIsImportedAtTwoLevelsWhereBothImportsAreActive() {
        let child = """
            import Foundation
            #if canImport(FoundationEssentials)
            import FoundationEssentials
            #endif

            // @crosscut(logging)
            public protocol Child: Parent {
                func run()
            }
            """
        let parent = """
            #if canImport(FoundationEssentials)
            public import FoundationEssentials
            #else
            public import Foundation
            #endif

            public protocol Parent {
                func now() -> Date
            }
            """
        let file = generated([("/s/Child.swift", child), ("/s/Parent.swift", parent)])
        let imports = file.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("public import struct Crosscut.Concerns") }
            .dropFirst().prefix { !$0.isEmpty }
        #expect(
            Array(imports) == [
                "#if canImport(FoundationEssentials)", "    public import FoundationEssentials",
                "    import Foundation",
                "#else", "    public import Foundation", "#endif",
            ])
    }

    /// A file and its parent's file import Foundation or FoundationEssentials under overlapping `#if`
    /// blocks (swift-openapi-runtime's shapes): each module comes once, under its conditions joined and
    /// simplified, and FoundationEssentials not where Foundation, which re-exports it, is imported as
    /// widely (there the compiler warns that the `public import Foundation` is not used).
    @Test func overlappingConditionalImportsComeOncePerModuleAndCondition() {
        let child = """
            #if canImport(FoundationEssentials)
            public import FoundationEssentials
            #else
            public import Foundation
            #endif

            // @crosscut(logging)
            public protocol Child: Parent {
                func later() -> Date
            }
            """
        let parent = """
            #if FullFoundation || canImport(Darwin)
            public import Foundation
            #elseif canImport(FoundationEssentials)
            public import FoundationEssentials
            #else
            public import Foundation
            #endif

            public protocol Parent {
                func now() -> Date
            }
            """
        let file = generated([("/s/Child.swift", child), ("/s/Parent.swift", parent)])
        let imports = file.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("public import struct Crosscut.Concerns") }
            .dropFirst().prefix { !$0.isEmpty }
        #expect(
            Array(imports) == [
                "#if !canImport(FoundationEssentials) || FullFoundation || canImport(Darwin)",
                "    public import Foundation", "#else", "    public import FoundationEssentials", "#endif",
            ])
    }

    /// Hummingbird's FileMiddleware.swift imports NIOPosix publicly for its own declarations, beside
    /// Foundation: its decorators name Foundation's `Date`, which NIOPosix (whose types the generator
    /// cannot all know: it re-exports Glibc) is not needed for, so that import is narrowed rather than
    /// left a `public import` no public declaration uses. A name Foundation is not known to declare
    /// may still come from NIOPosix.
    @Test func foundationsTypesNeedNoPublicImportOfAnUnknownModule() {
        let source = """
            public import NIOPosix
            public import Foundation

            // @crosscut(logging)
            public protocol FileAttributes {
                var modificationDate: Date { get }
            }
            """
        #expect(
            imports([("/s/FileAttributes.swift", source)]) == runtime() + [
                "public import Foundation", "internal import NIOPosix",
            ])
        let threaded = source.replacingOccurrences(of: "Date", with: "NIOThreadPool")
        #expect(
            imports([("/s/FileAttributes.swift", threaded)]) == runtime() + [
                "public import Foundation", "public import NIOPosix",
            ])
    }

    /// swift-syntax's files import a module `internal` under `#if compiler(>=6)` and plainly in the
    /// `#else`: the two are never active together, so each keeps its level. Raised to the plain
    /// one, the first would be an implicit import beside the target's explicit `internal` ones,
    /// which the compiler rejects ("ambiguous implicit access level for import").
    @Test func importsUnderExclusiveConditionsKeepTheirOwnLevels() {
        let source = """
            #if compiler(>=6)
            @_spi(RawSyntax) internal import SwiftSyntax
            #else
            @_spi(RawSyntax) import SwiftSyntax
            #endif

            // @crosscut(logging)
            protocol Consumer {
                func consume(_ count: Int) -> Int
            }
            """
        #expect(
            imports([("/s/Consumer.swift", source)]) == runtime("", "EventValue") + [
                "    @_spi(RawSyntax) internal import SwiftSyntax", "    @_spi(RawSyntax) import SwiftSyntax",
            ])
    }

    @Test func aParentsFileImportsComeAlong() {
        let child = "// @crosscut(logging)\npublic protocol Child: Parent {\n    func run()\n}\n"
        let parent = "public import Foundation\n\npublic protocol Parent {\n    func now() -> Date\n}\n"
        #expect(
            imports([("/s/Child.swift", child), ("/s/Parent.swift", parent)]) == runtime() + [
                "public import Foundation"
            ])
    }

    @Test func aParentFromAPackageModuleIsForwardedAndItsModuleImportedOnlyAsWidelyAsNeeded() throws {
        let tracer = """
            public import Foundation
            public import Instruments

            // @crosscut(logging)
            public protocol Tracer: Instrument {
                func span(_ name: String, at date: Date)
            }
            """
        let instrument = "public protocol Instrument {\n    func measure(_ name: String) -> Int\n}\n"
        let result = Generator().generate(
            [SourceFile(path: "/s/Tracing/Tracer.swift", text: tracer)],
            dependencies: [
                DependencyModule(
                    name: "Instruments", files: [SourceFile(path: "/s/Instruments/Instrument.swift", text: instrument)])
            ])
        #expect(result.diagnostics.isEmpty)
        let text = try #require(result.files.first).contents
        #expect(text.contains("    public func measure(_ name: String) -> Int {\n"))
        // `Date` may be Foundation's; no signature names a type that Instruments declares.
        let imports = text.split(separator: "\n").filter { $0.contains("import ") && !$0.hasPrefix("//") }.map(
            String.init)
        #expect(
            imports == runtime("public ", "EventValue") + ["public import Foundation", "internal import Instruments"])
    }

    /// A package module that re-exports another keeps its public import: `ByteBuffer` is not declared
    /// in Server, but Server re-exports NIOCore. So too when another package's NIOCore, read for the
    /// names no module of the package declares, is known to declare it: the file does not import
    /// NIOCore, so the type comes through Server (HummingbirdTesting's `TestClientProtocol`, found by
    /// the real-world check).
    @Test(arguments: [false, true])
    func aPackageModuleThatReexportsAnotherKeepsItsPublicImport(withOtherPackageRead: Bool) throws {
        let tester = """
            public import Server

            // @crosscut(logging)
            public protocol Tester {
                func send(_ body: ByteBuffer?) async throws
            }
            """
        let server = "@_exported import NIOCore\n\npublic struct Application {}\n"
        let buffer = "public struct ByteBuffer {}\n"
        let result = Generator().generate(
            [SourceFile(path: "/s/Testing/Tester.swift", text: tester)],
            dependencies: [
                DependencyModule(name: "Server", files: [SourceFile(path: "/s/Server/App.swift", text: server)])
            ],
            otherPackages: {
                withOtherPackageRead
                    ? [
                        DependencyModule(
                            name: "NIOCore", files: [SourceFile(path: "/n/NIOCore/ByteBuffer.swift", text: buffer)])
                    ] : []
            })
        let text = try #require(result.files.first).contents
        #expect(text.contains("public import Server\n"))
    }

    @Test func attributesWithArgumentsAreKept() {
        let source = """
            @_documentation(visibility: internal) @_exported import Dispatch

            // @crosscut(logging)
            protocol Runner {
                func run()
            }
            """
        #expect(
            imports([("/s/Runner.swift", source)]) == runtime("") + [
                "@_documentation(visibility: internal) @_exported import Dispatch"
            ])
    }

    @Test func theImplicitLevelStandsBetweenInternalAndPackage() {
        #expect(ImportStatement.widest([nil, .internal]) == nil)
        #expect(ImportStatement.widest([.private, nil]) == nil)
        #expect(ImportStatement.widest([nil, .package]) == .package)
        #expect(ImportStatement.widest([.public, nil, .internal]) == .public)
        #expect(ImportStatement.widest([.internal, .fileprivate]) == .internal)
    }

    @Test func declaredTypeNamesFindEveryKindOfTypeDeclaration() {
        let declared = DeclaredNames.merged([
            DeclaredNames(in: "struct A {}\nfinal class  B<T> {}\nenum `C` {}\nextension G {}\n"),
            DeclaredNames(in: "actor D {}\ntypealias E = Int\nprotocol F {}\nlet structure = 1"),
        ])
        let names = declared.all
        for name in ["A", "B", "C", "D", "E", "F"] { #expect(names.contains(name), "\(name)") }
        #expect(!names.contains("structure") && !names.contains("T") && !names.contains("Int") && !names.contains("G"))
        #expect(declared.protocols == ["F"])
    }
}
