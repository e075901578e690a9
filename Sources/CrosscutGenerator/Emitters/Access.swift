/// One thing a decorator member does when called: a method call, a getter or a setter. Concern
/// emitters write bodies for accesses; they never look at signatures.
struct Access: Sendable {
    enum Kind: Sendable {
        case function, getter, setter
    }

    /// An argument as logged: its key and the expression giving its `EventValue`.
    struct LoggedArgument: Sendable {
        var key: String
        var value: String
    }

    var kind: Kind
    /// The protocol's name as events and metrics name it, for example `Outer.Catalog`.
    var service: String
    /// The member's identity: `sessions(for:)`, `value`, `value.setter`, `subscript(_:)`.
    var identity: String
    /// The forwarding expression without `try`/`await` (for a setter: the assignment).
    var call: String
    var isAsync: Bool
    var throwsKind: Member.ThrowsKind
    /// The result type, or `nil` when the access returns nothing.
    var resultType: String?
    /// `true` when the result is `Self`: the decoratee's result is wrapped in a new decorator.
    var wrapsSelfResult: Bool
    var isStatic: Bool
    var loggedArguments: [LoggedArgument]
    /// The expressions that make the cache key, in parameter order.
    var cacheKeyArguments: [String]
    var options: MemberOptions

    /// `true` for `throws`, `throws(E)` and `rethrows`.
    var canThrow: Bool { throwsKind != .none }

    /// `true` for `throws` and `throws(E)`: what the retrying and caching helpers can wrap.
    var throwsOnItsOwn: Bool {
        switch throwsKind {
        case .throws, .typed: true
        case .none, .rethrows: false
        }
    }

    /// `try `, `await `, `try await ` or nothing, as the forwarding call needs.
    var effects: String { (canThrow ? "try " : "") + (isAsync ? "await " : "") }

    /// The decoratee's result turned into the decorator's result.
    func result(_ expression: String) -> String {
        wrapsSelfResult ? "Self(\(expression), concerns: concerns)" : expression
    }

    /// The call to the decoratee as one expression, effects and wrapping included.
    var forwardingExpression: String { effects + result(call) }

    /// Statements that forward the access untouched and leave the body (for a `guard`'s `else`).
    var earlyForwardingStatements: [String] {
        switch kind {
        case .setter: [call, "return"]
        case .function, .getter: ["return " + forwardingExpression]
        }
    }

    /// The statement that forwards the access untouched as the body's only statement.
    var forwardingStatement: String { kind == .setter ? call : forwardingExpression }

    /// `do {`, or `do throws(E) {` for typed throws so that `catch` sees the typed error.
    var doOpener: String {
        if case .typed(let failure) = throwsKind { return "do throws(\(failure)) {" }
        return "do {"
    }

    /// A closure's signature for helpers taking `() throws(Failure) -> Value`, spelled out for
    /// typed throws (closures infer `any Error` otherwise), empty when inference does the right thing.
    var closureSignature: String {
        guard case .typed(let failure) = throwsKind else { return "" }
        let value = wrapsSelfResult ? "Decoratee" : (resultType ?? "Void")
        return " () \(isAsync ? "async " : "")throws(\(failure)) -> \(value) in"
    }

    /// The statement that runs the decoratee and returns its result, when there is one.
    var returningStatement: String {
        switch kind {
        case .setter: call
        case .function, .getter: resultType == nil ? effects + call : "return " + forwardingExpression
        }
    }

    /// Statements that run the decoratee and keep its result in `result` (when there is one).
    var callKeepingResult: String {
        switch kind {
        case .setter: call
        case .function, .getter:
            if let resultType, !wrapsSelfResult {
                // Typed, so that overloads differing only by their result resolve.
                "let result: \(resultType) = \(effects)\(call)"
            } else if resultType != nil {
                "let result = \(effects)\(call)"
            } else {
                effects + call
            }
        }
    }

    /// The statement returning the kept result, if any.
    var returnKeptResult: String? { resultType == nil || kind == .setter ? nil : "return " + result("result") }
}
