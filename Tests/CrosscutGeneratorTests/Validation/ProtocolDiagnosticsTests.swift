import Testing

@testable import CrosscutGenerator

/// Protocols that cannot be decorated as a whole, for what they are or what they inherit; a problem
/// in a parent is reported where the decorators were asked for, with a note in the parent.
@Suite struct ProtocolDiagnosticsTests {
    @Test func aPrivateProtocol() {
        let text = """
            // @crosscut(logging)
            private protocol A {
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:2:9: error: cannot decorate private protocol 'A': the generated decorators live in "
                    + "another file and cannot see it; make it internal (remove 'private') or wider"
            ])
    }

    /// The decorators cannot see into a `private` type any more than a `private` protocol.
    @Test func aProtocolNestedInAPrivateType() {
        let text = """
            private enum Hidden {
                struct Inner {
                    // @crosscut(logging)
                    public protocol A {
                        func load() -> Int
                    }
                }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:16: error: cannot decorate protocol 'A': it is nested in 'Hidden.Inner', which is "
                    + "private, and the generated decorators live in another file and cannot see it; make "
                    + "'Hidden.Inner' internal or wider, or move the protocol out of it"
            ])
    }

    @Test func theActorParent() {
        let text = """
            // @crosscut(logging)
            protocol A: Actor {
                func load() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:2:1: error: cannot decorate 'A': it inherits 'Actor', and only an actor can conform to "
                    + "it, while decorators are structs or classes; drop 'Actor' (use a global actor such as "
                    + "'@MainActor' for isolation)"
            ])
    }

    @Test func nonescapableProtocolsAreDiagnosed() {
        let text = """
            // @crosscut(logging)
            protocol Resource: ~Escapable {
                func read() -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:2:1: error: cannot decorate 'Resource': it suppresses 'Escapable' ('~Escapable'), and "
                    + "decorators hold their decoratee as an ordinary stored value; remove '~Escapable' to "
                    + "decorate it"
            ])
    }

    @Test func aConsumingRequirementOfANoncopyableProtocolIsDiagnosed() {
        let text = """
            // @crosscut(logging)
            protocol Resource: ~Copyable {
                func read() -> Int
                consuming func close()
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:4:15: error: cannot forward consuming 'close()' of noncopyable 'Resource': the decorator "
                    + "would give its decoratee away inside the concern's work, after which nothing can reach it; make "
                    + "the requirement borrowing (drop 'consuming'), or remove '~Copyable' from 'Resource'"
            ])
    }

    @Test func nonisolatedParentRequirementsNeedASendableIsolatedChild() {
        let text = """
            protocol Plain { func plain() -> Int }
            // @crosscut(logging)
            @MainActor protocol Child: Plain { func child() }
            """
        // Reported where the decorators were asked for, with a note at the inherited requirement.
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:12: error: in 'Plain', which 'Child' inherits: cannot forward nonisolated 'plain()' "
                    + "of actor-isolated protocol 'Child': outside the actor the decorator can reach its decoratee "
                    + "only if it is Sendable; add 'Sendable' to 'Child''s inheritance clause",
                "/app/A.swift:1:18: note: in 'Plain' here",
            ])
    }

    @Test func aProblemInAParentIsReportedAtTheAnnotatedProtocolWithANoteInTheParent() {
        let text = """
            protocol Legacy: Instrument {
                func start(_ names: String...)
            }
            // @crosscut(logging)
            protocol Tracer: Legacy {}
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:5:1: error: in 'Legacy', which 'Tracer' inherits: cannot decorate 'Legacy': it "
                    + "inherits 'Instrument', which crosscut cannot see among the protocols of this target and the "
                    + "public ones of its dependencies, so its requirements cannot be forwarded; declare 'Instrument' in this target or move its requirements into "
                    + "'Legacy' (crosscut itself handles \(KnownProtocols.handledList))",
                "/app/A.swift:1:1: note: in 'Legacy' here",
                "/app/A.swift:5:1: error: in 'Legacy', which 'Tracer' inherits: cannot forward variadic parameter "
                    + "'names' of 'start(_:)': Swift cannot pass an array on as variadic arguments; declare it as "
                    + "'[String]' instead",
                "/app/A.swift:2:16: note: in 'Legacy' here",
            ])
    }
}
