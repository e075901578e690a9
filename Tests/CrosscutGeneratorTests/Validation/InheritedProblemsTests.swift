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

    /// A parent that ties an associated type to `Self` through another type (swift-case-paths'
    /// `CasePathIterable`) cannot be decorated: the decorators' `AllCasePaths` is the decoratee's.
    @Test func anAssociatedTypeTiedToSelfInAParentIsReportedAtTheChild() {
        let text = """
            struct KeyPathOf<Root> {}
            protocol Iterable where AllPaths: Sequence, AllPaths.Element == KeyPathOf<Self> {
                associatedtype AllPaths
                var allPaths: AllPaths { get }
            }

            // @crosscut(logging)
            protocol Fields: Iterable {}
            """
        let found = Generator().generate([SourceFile(path: "/app/A.swift", text: text)]).diagnostics.map(\.description)
        #expect(
            found == [
                "/app/A.swift:8:1: error: in 'Iterable', which 'Fields' inherits: cannot decorate 'Iterable': it "
                    + "requires 'AllPaths.Element == KeyPathOf<Self>', while its decorators' 'AllPaths' is their "
                    + "decoratee's, in which 'Self' is the decoratee, never the decorator; remove the requirement to "
                    + "decorate it",
                "/app/A.swift:2:1: note: in 'Iterable' here",
            ])
    }
}
