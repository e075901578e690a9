import Testing

@testable import CrosscutGenerator

/// Protocols used as types get `any` in decorator signatures, so that `ExistentialAny` finds
/// nothing to warn about in generated code.
@Suite struct ExistentialSpellingTests {
    private let spelling = ExistentialSpelling(protocols: ["Handler", "Store"], localNames: ["Element"])

    @Test(arguments: [
        ("Error", "any Error"),
        ("Error?", "(any Error)?"),
        ("Handler!", "(any Handler)!"),
        ("[Handler]", "[any Handler]"),
        ("[String: Handler]", "[String: any Handler]"),
        ("Result<Int, Error>", "Result<Int, any Error>"),
        ("Array<(Handler) -> Store?>", "Array<(any Handler) -> (any Store)?>"),
        ("@escaping @Sendable (Error) -> Void", "@escaping @Sendable (any Error) -> Void"),
        ("inout Handler", "inout any Handler"),
        ("Handler & Sendable", "any Handler & Sendable"),
        ("(Handler & Sendable)?", "(any Handler & Sendable)?"),
        ("AnyObject & Handler", "any AnyObject & Handler"),
        ("Module.Handler", "any Module.Handler"),
        ("Handler.Type", "any Handler.Type"),
        ("Handler.Type?", "(any Handler.Type)?"),
        ("[Module.Store.Type]", "[any Module.Store.Type]"),
        ("Handler.Protocol", "Handler.Protocol"),
        ("Element.Type", "Element.Type"),
        ("Reason.Type", "Reason.Type"),
        ("Self.Store.Type", "Self.Store.Type"),
        ("any Handler", "any Handler"),
        ("some Store", "some Store"),
        ("some Store & Sendable", "some Store & Sendable"),
        ("some (Handler & Sendable)", "some (Handler & Sendable)"),
        ("any (Handler & Sendable)", "any (Handler & Sendable)"),
        ("(some (Handler & Store))?", "(some (Handler & Store))?"),
        ("[some (Handler & Sendable)]", "[some (Handler & Sendable)]"),
        ("(Handler & Store) -> (Handler & Sendable)?", "(any Handler & Store) -> (any Handler & Sendable)?"),
        ("[String: (Handler & Store)]", "[String: (any Handler & Store)]"),
        ("Result<some (Handler & Sendable), Error>", "Result<some (Handler & Sendable), any Error>"),
        ("Element", "Element"),
        ("Self.Store", "Self.Store"),
        ("Decoratee.Handler?", "Decoratee.Handler?"),
        ("[Reason]", "[Reason]"),
        ("Swift.Result<Session, Swift.Error>", "Swift.Result<Session, any Swift.Error>"),
    ])
    func protocolsUsedAsTypesAreWrittenWithAny(written: String, expected: String) {
        #expect(spelling.spelled(written) == expected)
    }

    @Test func aMembersGenericParametersStayAsWritten() {
        #expect(spelling.adding(localNames: ["Handler"]).spelled("[Handler]") == "[Handler]")
    }

    /// Generated signatures spell the target's protocols, and `Error`, with `any`.
    @Test func generatedSignaturesSayAnyForTheTargetsProtocols() {
        let file = generatedFile(
            from: """
                protocol Handler {}

                // @crosscut(retry)
                protocol Factory {
                    func make(label: String, fallback: Handler?) throws -> Handler
                    var lastError: Error? { get }
                    subscript(index: Int) -> [Handler] { get }
                }
                """)
        expectSameText(
            declaration("func make", in: file),
            """
                func make(label: String, fallback: (any Handler)?) throws -> any Handler {
                    guard concerns.isEnabled(.retry) else {
                        return try decoratee.make(label: label, fallback: fallback)
                    }
                    return try concerns.retrying(
                        service: "Factory",
                        member: "make(label:fallback:)",
                        hasRedactedArguments: Crosscut.EventValue(describing: fallback).isRedacted
                    ) {
                        try decoratee.make(label: label, fallback: fallback)
                    }
                }
            """)
        expectSameText(
            declaration("var lastError", in: file),
            """
                var lastError: (any Error)? {
                    decoratee.lastError
                }
            """)
        expectSameText(
            declaration("subscript", in: file),
            """
                subscript(_ index: Int) -> [any Handler] {
                    decoratee[index]
                }
            """)
    }

    /// A dependency's protocol is not meant where the target declares, or imports by name, a
    /// concrete type of that name: swift-nio's _NIOFileSystem re-exports SystemPackage's
    /// `FileDescriptor` struct and depends on NIOCore, which declares a `FileDescriptor` protocol.
    @Test(arguments: ["@_exported import struct SystemPackage.FileDescriptor\n", "struct FileDescriptor {}\n"])
    func aDependencysProtocolHiddenByTheTargetsTypeOfTheNameIsNoExistential(shadowing: String) throws {
        let handle = """
            import SystemPackage

            // @crosscut(logging)
            protocol Handle {
                func descriptor() -> FileDescriptor
                func channel() -> Channel
            }
            """
        let core = "public protocol FileDescriptor {}\npublic protocol Channel {}\n"
        let result = Generator().generate(
            [
                SourceFile(path: "/s/FS/Handle.swift", text: handle),
                SourceFile(path: "/s/FS/Exports.swift", text: shadowing),
            ],
            dependencies: [
                DependencyModule(name: "NIOCore", files: [SourceFile(path: "/s/NIOCore/FD.swift", text: core)])
            ])
        let text = try #require(result.files.first).contents
        #expect(text.contains("    func descriptor() -> FileDescriptor {\n"))
        #expect(text.contains("    func channel() -> any Channel {\n"))
    }
}
