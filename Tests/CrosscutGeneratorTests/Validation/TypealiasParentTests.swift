import Testing

@testable import CrosscutGenerator

/// Parents named through typealiases declared in the target: seen through to what they name.
@Suite struct TypealiasParentTests {
    private let annotated = (
        path: "/app/P.swift", text: "// @crosscut(retry)\nprotocol P: Storable {\n    func save() throws\n}\n"
    )

    private func generate(_ files: [(path: String, text: String)]) -> (text: String, diagnostics: [String]) {
        let result = Generator().generate(files.map { SourceFile(path: $0.path, text: $0.text) })
        return (result.files.first?.contents ?? "", result.diagnostics.map(\.description))
    }

    @Test func aCompositionInAnotherFileExpandsToEachProtocol() {
        let found = generate([annotated, ("/app/Aliases.swift", "typealias Storable = Sendable & Hashable\n")])
        #expect(found.diagnostics == [])
        let decorator = declaration("struct RetryingP<Decoratee: P>: P, Equatable, Hashable {", in: found.text)
        expectSameText(
            declaration("func hash", in: decorator),
            """
                func hash(into hasher: inout Hasher) {
                    decoratee.hash(into: &hasher)
                }
            """)
    }

    @Test func aliasesOfAliasesAndOfTheTargetsProtocolsAreFollowed() {
        let found = generate([
            annotated,
            (
                "/app/Aliases.swift",
                "public typealias Storable = Shared\n#if DEBUG\ntypealias `Shared` = Swift.SendableMetatype & Base\n#endif\n"
            ),
            ("/app/Base.swift", "protocol Base { func ping() }\n"),
        ])
        #expect(found.diagnostics == [])
        expectSameText(
            declaration("func ping", in: declaration("struct RetryingP<Decoratee: P>: P {", in: found.text)),
            """
                func ping() {
                    decoratee.ping()
                }
            """)
    }

    @Test func aliasOfTheAnnotatedFileIsSeenAndRejectionsNameTheAliasedProtocol() {
        let found = generate([("/app/P.swift", annotated.text + "typealias Storable = Codable\n")])
        #expect(
            found.diagnostics == [
                "/app/P.swift:2:1: error: cannot decorate 'P': it inherits 'Codable', and its requirement "
                    + "'init(from:)' would have to create a decorator, while a decorator wraps an instance that "
                    + "already exists; refine 'Encodable' and decode the concrete type"
            ])
    }

    @Test func aliasCyclesEndTheSearch() {
        let found = generate([
            annotated, ("/app/Aliases.swift", "typealias Storable = Other\ntypealias Other = Storable\n"),
        ])
        #expect(found.diagnostics == [])
    }

    @Test func nestedAndGenericAliasesAreNotParents() {
        for text in ["enum Box { typealias Storable = Sendable }\n", "typealias Storable<T> = Sendable\n"] {
            #expect(
                generate([annotated, ("/app/Aliases.swift", text)]).diagnostics.first?.hasPrefix(
                    "/app/P.swift:2:1: error: cannot decorate 'P': it inherits 'Storable', which crosscut cannot see")
                    == true)
        }
    }

    @Test func fileScopeAliasesAreReadFromTokens() {
        let text = """
            typealias Storable = Sendable &
                Swift.Hashable & Repository<Int, [String]> // a note
            struct S { typealias Nested = Sendable }
            typealias Generic<T> = Array<T>
            typealias Closure = () -> Void
            typealias /* odd */ Odd = Sendable
            """
        #expect(
            DeclaredTypealias.all(in: SourceFile(path: "/app/A.swift", text: text)) == [
                DeclaredTypealias(
                    name: "Storable", aliased: "Sendable &\n    Swift.Hashable & Repository<Int, [String]>"),
                DeclaredTypealias(name: "Odd", aliased: "Sendable"),
            ])
    }
}
