import Testing

@testable import CrosscutGenerator

/// Requirements a decorator cannot forward, reported at the requirement with what to write instead.
@Suite struct ForwardingDiagnosticsTests {
    @Test func anInitializerRequirement() {
        let text = """
            // @crosscut(logging)
            protocol A {
                init(name: String)
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: cannot decorate initializer requirement 'init(name:)' of 'A': a decorator "
                    + "wraps an instance that already exists. Move it to a factory protocol, e.g. 'protocol AFactory "
                    + "{ func make(name: String) -> any A }', and annotate that instead"
            ])
    }

    /// Overloads that differ only in their result, one of them an existential: Swift cannot choose
    /// between them by the result type (found by Scripts/random-protocols.py). `Int` and `String`,
    /// or `Int` and `Int?`, it can, and a static and an instance member never compete.
    @Test func overloadsByAnExistentialResult() {
        let text = """
            // @crosscut(logging)
            protocol A: Sendable {
                subscript(key: Int) -> any Sendable { get async throws }
                subscript(key: Int) -> String { get throws }
                func value() -> Int
                func value() -> String
                func count() -> Int?
                func count() -> Int
                static func make() -> Any
                func make() -> Int
            }
            """
        let message =
            "another requirement takes the same arguments and differs only in its result, one of them an "
            + "existential, so a decorator's call to the decoratee would be ambiguous; rename one of them or "
            + "change its argument labels"
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: cannot forward 'subscript(_: Int) async throws -> any Sendable': \(message)",
                "/app/A.swift:4:5: error: cannot forward 'subscript(_: Int) throws -> String': \(message)",
            ])
    }

    /// A generic member beside one of the same name that takes an existential the generic
    /// parameter's constraints name: a call with a `K` resolves to the non-generic member (found by
    /// Scripts/random-protocols.py), an opaque parameter (`some P`) as a generic one. An existential the
    /// generic parameter need not be is no rival.
    @Test func aGenericMemberShadowedByAnExistentialOne() {
        let text = """
            // @crosscut(logging)
            protocol A: AnyObject {
                subscript<K: Hashable & Sendable>(value: K) -> any Sendable { get async throws }
                subscript(index: any Sendable) -> Double { get }
                func put<T>(_ item: T, count: Int) where T: CustomStringConvertible
                func put(_ item: any CustomStringConvertible, count: Int)
                func take<T: Hashable>(_ item: T)
                func take(_ item: any Error)
                func scan(from url: some Hashable & Sendable) throws(ParseError)
                func scan(from url: any Sendable) -> Reason
            }
            """
        let message =
            "another requirement of the same name takes an existential where it takes a generic parameter, and "
            + "Swift would resolve a decorator's call to the decoratee to that non-generic one; rename one of them "
            + "or change its argument labels"
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: cannot forward 'subscript(_: K) async throws -> any Sendable': \(message)",
                "/app/A.swift:5:5: error: cannot forward 'put(_: T, count: Int)': \(message)",
                "/app/A.swift:9:5: error: cannot forward 'scan(from: some Hashable & Sendable) throws(ParseError)': "
                    + message,
            ])
    }

    @Test func aVariadicParameter() {
        let text = """
            // @crosscut(logging)
            protocol A {
                func log(_ items: Any...)
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:14: error: cannot forward variadic parameter 'items' of 'log(_:)': Swift cannot pass "
                    + "an array on as variadic arguments; declare it as '[Any]' instead"
            ])
    }

    @Test func aStaticMemberReturningSelfWithoutASelfArgument() {
        let text = """
            // @crosscut(logging)
            protocol A {
                static var random: Self { get }
                static func make(from other: inout Self) -> Self
            }
            """
        let message =
            "a static member without a 'Self' argument has no concerns to wrap the new instance with; take a "
            + "'Self' argument, whose concerns the new instance gets, or return the decoratee's type through an "
            + "instance member instead"
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:12: error: cannot forward static 'random' returning 'Self': \(message)",
                "/app/A.swift:4:12: error: cannot forward static 'make(from:)' returning 'Self': \(message)",
            ])
    }

    @Test func anInoutSelfOfAClassBoundProtocol() {
        let text = """
            // @crosscut(logging)
            protocol A: AnyObject {
                func swap(with other: inout Self)
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:15: error: cannot forward parameter 'other' of 'swap(with:)' of type 'inout Self': the "
                    + "decorators of class-bound 'A' hold their decoratee in a constant, which cannot be passed inout; "
                    + "take a plain 'Self', or remove 'AnyObject'"
            ])
    }

    @Test func selfInsideAnotherType() {
        let text = """
            // @crosscut(logging)
            protocol A {
                func all() -> [Self]
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: cannot forward 'all()', whose type '[Self]' contains 'Self': a decorator can "
                    + "only wrap a plain 'Self' result; return 'Self' or a concrete type"
            ])
    }

    @Test func anOperatorWithoutASelfOperand() {
        let text = """
            // @crosscut(logging)
            protocol A {
                static func + (lhs: Int, rhs: Int) -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:12: error: cannot forward operator '+(_:_:)': none of its operands is 'Self', so the "
                    + "decorator cannot reach the decoratee's implementation; give it a 'Self' operand or make it a "
                    + "named method"
            ])
    }

    @Test func aNonisolatedMemberOfAMainActorProtocolThatIsNotSendable() {
        let text = """
            // @crosscut(logging)
            @MainActor protocol Navigator {
                nonisolated func id() -> String
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:17: error: cannot forward nonisolated 'id()' of actor-isolated protocol 'Navigator': "
                    + "outside the actor the decorator can reach its decoratee only if it is Sendable; add 'Sendable' "
                    + "to 'Navigator''s inheritance clause"
            ])
    }

    @Test func aRequirementNamedLikeTheDecoratorsProperty() {
        let text = """
            // @crosscut(logging)
            protocol A {
                var concerns: Int { get }
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: requirement 'concerns' clashes with the decorators' own 'concerns' property; "
                    + "rename the requirement"
            ])
    }

    /// Raw identifiers (Swift 6.2) are refused; a keyword in backticks is a plain name and is not.
    @Test func rawIdentifiersAreRefused() {
        let text = """
            // @crosscut(logging)
            protocol A {
                func labels(in: Int, `w(here`: Bool, `self`: Int) -> Int
                func `load data`()
                func find(`2nd` value: Int)
                func keep(`where`: Int, `café`: Int)
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: cannot decorate 'labels(in:w(here:self:)': `w(here` is a raw identifier, "
                    + "which the decorators cannot spell everywhere they name it; use a plain identifier (letters, "
                    + "digits and '_')",
                "/app/A.swift:4:5: error: cannot decorate 'load data()': `load data` is a raw identifier, which the "
                    + "decorators cannot spell everywhere they name it; use a plain identifier (letters, digits and '_')",
                "/app/A.swift:5:5: error: cannot decorate 'find(2nd:)': `2nd` is a raw identifier, which the decorators "
                    + "cannot spell everywhere they name it; use a plain identifier (letters, digits and '_')",
            ])
    }

    @Test func namesClashingWithTheDecoratorsGenericParameter() {
        let text = """
            // @crosscut(logging)
            protocol A {
                associatedtype Decoratee
                func f<Decoratee>(_ x: Decoratee) -> Int
            }
            """
        #expect(
            diagnostics(text) == [
                "/app/A.swift:3:5: error: associated type 'Decoratee' clashes with the decorators' generic parameter "
                    + "'Decoratee'; rename it",
                "/app/A.swift:4:5: error: generic parameter 'Decoratee' of 'f(_:)' clashes with the decorators' "
                    + "generic parameter 'Decoratee'; rename it",
            ])
    }
}
