import Testing

@testable import CrosscutGenerator

/// Every kind of bad input gives its diagnostic: severity, message, line and column.
@Suite struct DiagnosticsTests {
    struct Expected: CustomStringConvertible {
        var severity: Diagnostic.Severity
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
    }

    static let expectations: [String: [Expected]] = [
        "unknown concern": [
            Expected(
                severity: .error, line: 1, column: 14,
                message:
                    "unknown concern 'loging'. Did you mean 'logging'? Concerns are logging, metrics, caching, retry"
            )
        ],
        "member option on protocol": [
            Expected(
                severity: .error, line: 1, column: 14,
                message:
                    "'cached' is a member option: write '// @crosscut(cached)' above the member it applies to; the protocol's annotation lists concerns (logging, metrics, caching, retry)"
            )
        ],
        "unknown member option": [
            Expected(
                severity: .error, line: 3, column: 17,
                message:
                    "unknown member option 'cahced'. Did you mean 'cached'? Member options are cached(ttl: seconds, ignoring: parameter), invalidates, redact: parameter, skip(concern), noretry"
            )
        ],
        "ill-typed ttl": [
            Expected(
                severity: .error, line: 3, column: 24,
                message:
                    "'ttl' expects a number of seconds, e.g. 'cached(ttl: 300)'; got 'abc'"
            )
        ],
        "unknown cached argument": [
            Expected(
                severity: .error, line: 3, column: 24,
                message:
                    "unknown 'cached' argument 'tll'. Did you mean 'ttl'? Write 'cached(ttl: seconds, ignoring: parameter)'"
            )
        ],
        "cached without result": [
            Expected(
                severity: .error, line: 3, column: 17,
                message:
                    "'cached' needs a result to cache, but 'refresh()' returns nothing; remove 'cached', or write 'invalidates' if it changes what cached members return"
            )
        ],
        "cached closure key": [
            Expected(
                severity: .error, line: 4, column: 15,
                message:
                    "parameter 'handler' of 'load(handler:)' cannot be part of a cache key: a closure is not Hashable; leave it out of the key with 'cached(ignoring: handler)'"
            )
        ],
        "cached inout, tuple, existential keys": [
            Expected(
                severity: .error, line: 4, column: 15,
                message:
                    "parameter 'count' of 'load(count:pair:item:)' cannot be part of a cache key: it is 'inout', and a cached call would skip the mutation; remove 'cached'"
            ),
            Expected(
                severity: .error, line: 4, column: 32,
                message:
                    "parameter 'pair' of 'load(count:pair:item:)' cannot be part of a cache key: a tuple is not Hashable; pass a Hashable struct instead, or leave it out of the key with 'cached(ignoring: pair)'"
            ),
            Expected(
                severity: .error, line: 4, column: 50,
                message:
                    "parameter 'item' of 'load(count:pair:item:)' cannot be part of a cache key: an existential ('any') is not Hashable; use a generic 'some P' where P refines Hashable & Sendable, or leave it out of the key with 'cached(ignoring: item)'"
            ),
        ],
        "cached on settable property": [
            Expected(
                severity: .error, line: 3, column: 17,
                message:
                    "'cached' cannot apply to settable 'value': a set would leave a stale cached value; cache a get-only property or subscript, or a method"
            )
        ],
        "invalidates on get-only property": [
            Expected(
                severity: .error, line: 3, column: 17,
                message:
                    "'invalidates' applies to methods and settable properties or subscripts, but 'value' is get-only; remove it, or put it on the member that changes the data"
            )
        ],
        "redact unknown parameter": [
            Expected(
                severity: .error, line: 3, column: 24,
                message:
                    "'redact' names 'tokn', which is not a parameter of 'signIn(token:)' (its parameters are token). Did you mean 'token'?"
            )
        ],
        "skip unknown concern": [
            Expected(
                severity: .error, line: 3, column: 22,
                message:
                    "unknown concern 'metrix' in 'skip'. Did you mean 'metrics'? Concerns are logging, metrics, caching, retry"
            )
        ],
        "init requirement": [
            Expected(
                severity: .error, line: 3, column: 5,
                message:
                    "cannot decorate initializer requirement 'init(name:)' of 'Catalog': a decorator wraps an instance that already exists. Move it to a factory protocol, e.g. 'protocol CatalogFactory { func make(name: String) -> any Catalog }', and annotate that instead"
            )
        ],
        "private protocol": [
            Expected(
                severity: .error, line: 2, column: 8,
                message:
                    "cannot decorate private protocol 'Catalog': the generated decorators live in another file and cannot see it; make it internal (remove 'private') or wider"
            )
        ],
        "unseen parent": [
            Expected(
                severity: .error, line: 2, column: 8,
                message:
                    "cannot decorate 'Catalog': it inherits 'Collection', which crosscut cannot see in this target's files, so its requirements cannot be forwarded; declare 'Collection' in this target or move its requirements into 'Catalog' (crosscut itself handles AnyObject, Sendable, SendableMetatype, Copyable, Escapable, Error, Equatable, Hashable, Comparable, Identifiable, Encodable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable)"
            )
        ],
        "actor parent": [
            Expected(
                severity: .error, line: 2, column: 8,
                message:
                    "cannot decorate 'Catalog': it inherits 'Actor', and only an actor can conform to it, while decorators are structs or classes; drop 'Actor' (use a global actor such as '@MainActor' for isolation)"
            )
        ],
        "variadic parameter": [
            Expected(
                severity: .error, line: 3, column: 14,
                message:
                    "cannot forward variadic parameter 'items' of 'log(_:)': Swift cannot pass an array on as variadic arguments; declare it as '[Any]' instead"
            )
        ],
        "Self in a collection": [
            Expected(
                severity: .error, line: 3, column: 5,
                message:
                    "cannot forward 'all()', whose type '[Self]' contains 'Self': a decorator can only wrap a plain 'Self' result; return 'Self' or a concrete type"
            )
        ],
        "concern on a member": [
            Expected(
                severity: .error, line: 3, column: 17,
                message:
                    "concern 'logging' is chosen on the protocol, not on a member; to leave 'load()' out of it write 'skip(logging)'"
            )
        ],
        "noretry on non-throwing member": [
            Expected(
                severity: .warning, line: 1, column: 32,
                message:
                    "'caching' has no effect: no member of 'Catalog' is marked 'cached'; write '// @crosscut(cached(ttl: 60))' above the members whose results may be reused"
            ),
            Expected(
                severity: .warning, line: 3, column: 17,
                message:
                    "'noretry' has no effect: 'load()' does not throw on its own, so it is never retried; remove 'noretry'"
            ),
        ],
        "cached without caching concern": [
            Expected(
                severity: .warning, line: 3, column: 17,
                message:
                    "'cached' has no effect: 'Catalog' is not annotated with 'caching'; add it to the protocol's // @crosscut(...) list, or remove 'cached'"
            )
        ],
        "caching without cached members": [
            Expected(
                severity: .warning, line: 1, column: 32,
                message:
                    "'caching' has no effect: no member of 'Catalog' is marked 'cached'; write '// @crosscut(cached(ttl: 60))' above the members whose results may be reused"
            )
        ],
        "clashing name": [
            Expected(
                severity: .error, line: 3, column: 5,
                message:
                    "requirement 'concerns' clashes with the decorators' own 'concerns' property; rename the requirement"
            )
        ],
        "nonisolated member of a main-actor protocol without Sendable": [
            Expected(
                severity: .error, line: 3, column: 5,
                message:
                    "cannot forward nonisolated 'id()' of actor-isolated protocol 'Navigator': outside the actor the "
                    + "decorator can reach its decoratee only if it is Sendable; add 'Sendable' to 'Navigator''s "
                    + "inheritance clause"
            )
        ],
        "operator without Self": [
            Expected(
                severity: .error, line: 3, column: 5,
                message:
                    "cannot forward operator '+(_:_:)': none of its operands is 'Self', so the decorator cannot reach the decoratee's implementation; give it a 'Self' operand or make it a named method"
            )
        ],
    ]

    @Test(arguments: DiagnosticScenarios.all.map(\.name))
    func scenarioGivesItsDiagnostics(_ name: String) throws {
        let decl = try #require(DiagnosticScenarios.all.first { $0.name == name }?.decl)
        let result = Build.generate([decl])
        let actual = result.diagnostics.map {
            Expected(severity: $0.severity, line: $0.location.line, column: $0.location.column, message: $0.message)
                .description
        }
        let expected = try #require(Self.expectations[name]).map(\.description)
        #expect(actual == expected)
        #expect(result.diagnostics.allSatisfy { $0.location.file == Build.file })
        if result.hasErrors { #expect(result.files.isEmpty, "no code is emitted for a protocol with errors") }
    }
}
