import Testing

@testable import CrosscutGenerator

/// What a protocol inherits, reported where the user asked for decorators: each problem of a parent
/// at the annotated protocol, with one note at the parent.
@Suite struct InheritedProblemsTests {
    @Test func everyProblemOfAParentIsPlacedAtTheAnnotatedProtocol() {
        let text = """
            protocol Parent: Decodable, CaseIterable {
                func a()
            }

            // @crosscut(logging)
            protocol Child: Parent {
                func b()
            }
            """
        let found = Generator().generate([SourceFile(path: "/app/A.swift", text: text)]).diagnostics.map(\.description)
        let created = "would have to create a decorator, while a decorator wraps an instance that already exists"
        #expect(
            found == [
                "/app/A.swift:6:1: error: in 'Parent', which 'Child' inherits: cannot decorate 'Parent': it inherits "
                    + "'CaseIterable', and its requirement 'allCases' \(created); drop 'CaseIterable' and use the "
                    + "decoratee type's 'allCases'",
                "/app/A.swift:1:1: note: in 'Parent' here",
                "/app/A.swift:6:1: error: in 'Parent', which 'Child' inherits: cannot decorate 'Parent': it inherits "
                    + "'Decodable', and its requirement 'init(from:)' \(created); refine 'Encodable' and decode the "
                    + "concrete type",
                "/app/A.swift:1:1: note: in 'Parent' here",
            ])
    }
}
