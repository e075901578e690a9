import Foundation
import Testing

@testable import CrosscutGenerator

/// Parents declared in other packages' modules (`--other-package-file-list`): their public protocols
/// are forwarded, nothing else of them is taken, and the target's own names come first.
@Suite struct OtherPackageParentTests {
    /// swift-service-lifecycle's `Service`, as its package declares it, beside an internal protocol
    /// and imports that a public requirement cannot use.
    private let lifecycle = DependencyModule(
        name: "ServiceLifecycle",
        files: [
            SourceFile(
                path: "/deps/ServiceLifecycle/Service.swift",
                text: """
                    @_exported import Logging
                    @_implementationOnly import CLifecycle
                    internal import UnixSignals
                    #if canImport(Darwin)
                    @preconcurrency import Darwin
                    #endif

                    public protocol Service: Sendable {
                        func run() async throws
                        @available(ServiceLifecycle 2.3, *)
                        @available(macOS 13, *)
                        func drain() async throws
                    }

                    protocol Hidden {
                        func secret()
                    }
                    """)
        ])

    private func generate(_ text: String, own: [SourceFile] = []) -> (text: String, diagnostics: [String]) {
        let result = Generator().generate(
            [SourceFile(path: "/app/Worker.swift", text: text)] + own, otherPackages: { [lifecycle] })
        return (result.files.first?.contents ?? "", result.diagnostics.map(\.description))
    }

    @Test(arguments: ["Service", "ServiceLifecycle.Service"])
    func aPublicParentIsForwardedUnderItsNameOrItsModulesName(parent: String) {
        let found = generate(
            "import ServiceLifecycle\n\n// @crosscut(logging)\npublic protocol Worker: \(parent) {\n    func stop()\n}\n"
        )
        #expect(found.diagnostics == [])
        let decorator = declaration("public struct LoggingWorker<Decoratee: Worker>: Worker {", in: found.text)
        #expect(decorator.contains("    public func run() async throws {\n"))
        #expect(decorator.contains("try await decoratee.run()"))
    }

    /// An availability macro of the other package's (grpc-swift's `@available(gRPCSwift 2.3, *)`) is
    /// defined by its build settings only: the decorators do not repeat it, or the compiler would
    /// warn "unrecognized platform name" in their file; a platform's availability they repeat.
    @Test func anAvailabilityMacroOfAnotherPackageIsNotRepeated() {
        let found = generate("import ServiceLifecycle\n\n// @crosscut(logging)\npublic protocol Worker: Service {}\n")
        #expect(found.diagnostics == [])
        #expect(!found.text.contains("@available(ServiceLifecycle"))
        #expect(found.text.contains("    @available(macOS 13, *)\n    public func drain() async throws {\n"))
        #expect(OtherPackageModel.namesAvailabilityMacro("@available(gRPCSwift 2.3, *)"))
        #expect(!OtherPackageModel.namesAvailabilityMacro("@available(*, deprecated, message: \"use run\")"))
        #expect(!OtherPackageModel.namesAvailabilityMacro("@available(iOSApplicationExtension, unavailable)"))
    }

    @Test func onlyImportsAPublicRequirementCanUseComeAlongAndNoneIsReexported() {
        let found = generate("import ServiceLifecycle\n\n// @crosscut(logging)\npublic protocol Worker: Service {}\n")
        let imports = found.text.split(separator: "\n").filter { $0.contains("import ") && !$0.contains("Crosscut.") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(imports == ["import Logging", "import ServiceLifecycle", "@preconcurrency import Darwin"])
    }

    @Test func anInternalProtocolOfAnotherPackageIsNotAParent() {
        let found = generate("// @crosscut(logging)\nprotocol Worker: Hidden {}\n")
        #expect(found.diagnostics.count == 1)
        #expect(
            found.diagnostics.first?.hasPrefix(
                "/app/Worker.swift:2:1: error: cannot decorate 'Worker': it inherits 'Hidden', which crosscut cannot see"
            )
                == true)
    }

    @Test func theTargetsOwnProtocolOfTheNameComesFirst() {
        let found = generate(
            "// @crosscut(logging)\nprotocol Worker: Service {}\n",
            own: [SourceFile(path: "/app/Service.swift", text: "protocol Service {\n    func start()\n}\n")])
        #expect(found.diagnostics == [])
        #expect(found.text.contains("func start()"))
        #expect(!found.text.contains("func run()"))
    }

    /// A run whose annotated protocols find every parent in their own files reads no other package.
    @Test func anotherPackagesFilesAreReadOnlyForAParentTheAnnotatedFileLacks() {
        let result = Generator().generate(
            [
                SourceFile(
                    path: "/app/A.swift",
                    text: "protocol Base {}\n// @crosscut(logging)\nprotocol A: Base, Sendable {}\n")
            ],
            otherPackages: {
                Issue.record("another package's files were read")
                return []
            })
        #expect(result.diagnostics.isEmpty)
    }

    /// swift-nio writes `EventLoop` without `any`; the decorators repeat its requirement with it,
    /// since it is a public protocol there (declared in another file), and leave its structs alone.
    @Test func anotherPackagesProtocolsInItsParentsRequirementsAreSpelledWithAny() {
        let core = DependencyModule(
            name: "NIOCore",
            files: [
                SourceFile(
                    path: "/deps/NIOCore/EventLoopGroup.swift",
                    text: "public protocol EventLoopGroup: AnyObject, Sendable {\n    func next() -> EventLoop\n"
                        + "    func allocator() -> ByteBufferAllocator\n}\n"),
                SourceFile(
                    path: "/deps/NIOCore/EventLoop.swift", text: "public protocol EventLoop: EventLoopGroup {}\n"),
                SourceFile(path: "/deps/NIOCore/Buffer.swift", text: "public struct ByteBufferAllocator {}\n"),
            ])
        let result = Generator().generate(
            [
                SourceFile(
                    path: "/app/Pool.swift",
                    text: "import NIOCore\n\n// @crosscut(logging)\nprotocol Pool: EventLoopGroup {}\n")
            ],
            otherPackages: { [core] })
        let text = result.files.first?.contents ?? ""
        #expect(result.diagnostics.isEmpty)
        #expect(text.contains("    func next() -> any EventLoop {\n"))
        #expect(text.contains("    func allocator() -> ByteBufferAllocator {\n"))
    }

    /// Another package's module is known by its files, as a module of the package is: a public
    /// import of it that no public signature of the decorators needs becomes internal, where it
    /// would draw "public import of 'Base' was not used in public declarations".
    @Test func anotherPackagesModuleIsImportedOnlyAsWidelyAsTheDecoratorsNeed() {
        let base = DependencyModule(
            name: "Base",
            files: [
                SourceFile(
                    path: "/deps/Base/Named.swift",
                    text: "public protocol Named: Sendable {\n    var label: String { get }\n}\npublic struct Tag {}\n")
            ])
        func imports(_ requirement: String) -> [String] {
            let text = """
                public import Base
                public import Foundation

                // @crosscut(logging)
                public protocol Clock: Named {
                    \(requirement)
                }
                """
            let result = Generator().generate(
                [SourceFile(path: "/app/Clock.swift", text: text)], otherPackages: { [base] })
            #expect(result.diagnostics.isEmpty)
            return (result.files.first?.contents ?? "").split(separator: "\n")
                .filter { $0.hasSuffix("import Base") || $0.hasSuffix("import Foundation") }.map(String.init)
        }
        #expect(imports("func now() -> Date") == ["internal import Base", "public import Foundation"])
        #expect(imports("func tag(at date: Date) -> Tag") == ["public import Base", "public import Foundation"])
    }

    /// async-http-client's `HTTPSchedulableRequest` names NIOCore's `EventLoop` in a requirement of
    /// its own, with no parent from NIOCore: the decorators still spell it with `any`, and leave
    /// the target's own types and NIOCore's structs alone.
    @Test func anotherPackagesProtocolInTheTargetsOwnRequirementIsSpelledWithAny() {
        let core = DependencyModule(
            name: "NIOCore",
            files: [
                SourceFile(path: "/deps/NIOCore/EventLoop.swift", text: "public protocol EventLoop: Sendable {}\n"),
                SourceFile(path: "/deps/NIOCore/Deadline.swift", text: "public struct NIODeadline {}\n"),
            ])
        let request = """
            import NIOCore

            struct Body {}

            // @crosscut(logging)
            protocol Request: Sendable {
                var preferredEventLoop: EventLoop { get }
                func deadline(for body: Body) -> NIODeadline?
            }
            """
        let result = Generator().generate(
            [SourceFile(path: "/app/Request.swift", text: request)], otherPackages: { [core] })
        let text = result.files.first?.contents ?? ""
        #expect(result.diagnostics.isEmpty)
        #expect(text.contains("    var preferredEventLoop: any EventLoop {\n"), "\(text)")
        #expect(text.contains("    func deadline(for body: Body) -> NIODeadline? {\n"))
    }

    @Test func nothingIsGeneratedForAnotherPackagesAnnotations() {
        let annotated = DependencyModule(
            name: "Other",
            files: [SourceFile(path: "/deps/Other/P.swift", text: "// @crosscut(logging)\npublic protocol P {}\n")])
        let result = Generator().generate(
            [SourceFile(path: "/app/A.swift", text: "struct A {}\n")], otherPackages: { [annotated] })
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }
}
