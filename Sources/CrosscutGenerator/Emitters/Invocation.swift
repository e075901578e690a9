/// One thing a decorator member does when called: a method call, a getter or a setter. Concern
/// emitters write bodies for invocations; they never look at signatures. A class, so that every
/// concern's decorator shares one rather than copies it.
final class Invocation: Sendable {
    enum Kind: Sendable {
        case function, getter, setter
    }

    /// A parameter as concerns use it beside the call (logged, kept in a cache key).
    struct Argument: Sendable {
        /// Its name in log events and annotations (``Member/parameterKeys``).
        var key: String
        /// Its name inside the decorator (``ParameterNames``).
        var name: String
        var shape: TypeShape
        /// Whether its type names a noncopyable type: the value cannot be copied beside the call.
        var isNoncopyable: Bool

        /// The value beside the call: `copy x` for a `consuming` or `borrowing` parameter, `x` otherwise.
        var copied: String { shape.isOwnershipExplicit ? "copy " + name : name }

        /// The value a log event or span describes: ``copied``, or a `Self` parameter's decoratee.
        var described: String { shape.isSelf ? name + ".decoratee" : copied }
    }

    let kind: Kind
    /// The forwarding expression without `try`/`await` (for a setter: the assignment).
    let call: String
    let isAsync: Bool
    let throwsKind: Member.ThrowsKind
    /// The result type, or `nil` when the invocation returns nothing.
    let resultType: String?
    /// Where a `Self` result's decorator takes its concerns from — the decorator's own `concerns`, or a
    /// static member's first `Self` argument's (`lhs.concerns`) — or `nil` when the result is not `Self`.
    let selfResultConcerns: String?
    let isStatic: Bool
    /// The member's parameters, in order (a setter's `newValue` aside).
    let arguments: [Argument]
    let options: MemberOptions
    /// What the caching decorator keeps for the invocation, when it is a cached member's call or getter.
    let cachedMember: CachedMember?
    /// Whether the invocation, an async `invalidates` member of a protocol that shares cached
    /// results across instances, clears the shared store too.
    let invalidatesSharedResults: Bool

    // Texts every concern's decorator writes, worked out once per invocation.

    /// `service: "Outer.Catalog"`, the protocol's name as events and metrics name it: the first
    /// argument of the runtime's call helpers.
    let serviceArgument: String
    /// The member's identity (`value`, `value.setter`, `subscript(_:)`), as events and metrics name it.
    let identity: String
    /// `member: "sessions(for:)"`, the member's ``identity``: the second argument of the runtime's
    /// call helpers.
    let memberArgument: String
    /// `try `, `await `, `try await ` or nothing, as the forwarding call needs.
    let effects: String
    /// The call to the decoratee as one expression, effects and wrapping included.
    let forwardingExpression: String
    /// Statements that forward the invocation untouched and leave the body (for a `guard`'s `else`).
    let earlyForwardingStatements: [String]
    /// The statement that forwards the invocation untouched as the body's only statement; a `return`
    /// statement when the invocation is built `returnsExplicitly`.
    let forwardingStatement: String
    /// The statement that runs the decoratee and returns its result, when there is one.
    let returningStatement: String

    /// `service: "Outer.Catalog"` for the protocol `Outer.Catalog`: the same for all of a plan's
    /// invocations, worked out once per plan.
    static func serviceArgument(for service: String) -> String {
        quotedArgument("service: ", service)
    }

    /// `member: "sessions(for:)"` for the member whose identity is `identity`.
    static func memberArgument(for identity: String) -> String {
        quotedArgument("member: ", identity)
    }

    /// `label` followed by `text` as a string literal, built in one string.
    private static func quotedArgument(_ label: String, _ text: String) -> String {
        var argument = label
        argument.reserveCapacity(label.utf8.count + text.utf8.count + 2)
        argument.appendQuoted(text)
        return argument
    }

    init(
        kind: Kind, serviceArgument: String, identity: String, call: String, isAsync: Bool,
        throwsKind: Member.ThrowsKind,
        resultType: String?, selfResultConcerns: String?, isStatic: Bool, returnsExplicitly: Bool,
        arguments: [Argument], options: MemberOptions, cachedMember: CachedMember? = nil,
        invalidatesSharedResults: Bool = false
    ) {
        self.kind = kind
        self.call = call
        self.isAsync = isAsync
        self.throwsKind = throwsKind
        self.resultType = resultType
        self.selfResultConcerns = selfResultConcerns
        self.isStatic = isStatic
        self.arguments = arguments
        self.options = options
        self.cachedMember = cachedMember
        self.invalidatesSharedResults = invalidatesSharedResults
        self.serviceArgument = serviceArgument
        self.identity = identity
        memberArgument = Self.memberArgument(for: identity)
        effects = (throwsKind != .none ? "try " : "") + (isAsync ? "await " : "")
        forwardingExpression = effects + Self.result(call, wrappedWith: selfResultConcerns)
        switch kind {
        case .setter:
            earlyForwardingStatements = [call, "return"]
            forwardingStatement = call
            returningStatement = call
        case .function, .getter:
            earlyForwardingStatements = ["return " + forwardingExpression]
            forwardingStatement = (returnsExplicitly ? "return " : "") + forwardingExpression
            returningStatement = resultType == nil ? effects + call : "return " + forwardingExpression
        }
    }

    /// `true` for `throws`, `throws(E)` and `rethrows`.
    var canThrow: Bool { throwsKind != .none }

    /// Whether an argument of this invocation (a setter's `newValue` among them) is logged redacted, so
    /// that what describes the call's error must not quote it.
    var hasRedactedArguments: Bool {
        let redacted = options.redactedArguments
        return !redacted.isEmpty
            && (arguments.contains { redacted.contains($0.key) } || (kind == .setter && redacted.contains("newValue")))
    }

    /// `true` for `throws` and `throws(E)`: what the retrying and caching helpers can wrap.
    var throwsOnItsOwn: Bool { throwsKind.throwsOnItsOwn }

    /// `true` when the result is `Self`: the decoratee's result is wrapped in a new decorator.
    var wrapsSelfResult: Bool { selfResultConcerns != nil }

    /// The decoratee's result turned into the decorator's result.
    func result(_ expression: String) -> String {
        Self.result(expression, wrappedWith: selfResultConcerns)
    }

    /// `expression`, or a new decorator around it with `concerns` when there are some.
    private static func result(_ expression: String, wrappedWith concerns: String?) -> String {
        concerns.map { "Self(\(expression), concerns: \($0))" } ?? expression
    }

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
