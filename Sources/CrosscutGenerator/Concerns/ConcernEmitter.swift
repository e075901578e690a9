/// Writes what one concern adds around a call. One conforming type per concern, named in its
/// ``ConcernDescription``; the shared ``DecoratorEmitter`` writes the decorator type, signatures,
/// plain forwarding and the guard on the concern's switch around it.
protocol ConcernEmitter: Sendable {
    /// The locals its bodies declare: parameters so named are renamed inside every decorator
    /// (``ParameterNames``).
    var locals: Set<String> { get }

    /// The runtime types its bodies, handles and declarations may name, those of the shared helpers
    /// it calls among them (``CodeWriter/reportCall(of:_:)``'s ``RuntimeNames/callOutcome``): a
    /// generated file imports those it names.
    var runtimeTypes: [RuntimeNames.TypeName] { get }

    /// Whether the concern acts on `invocation` (otherwise the member forwards untouched). Static
    /// members and members that skip the concern never reach this question.
    func acts(on invocation: Invocation) -> Bool

    /// What must hold, besides the concern's switch, for the concern to act on `invocation` (otherwise
    /// the invocation forwards untouched), or `nil` when the switch is all.
    func condition(for invocation: Invocation) -> String?

    /// Whether an async member leaves the check of the concern's switch to the runtime helper its
    /// body calls, which forwards untouched when it is off (`Concerns.retrying`), rather than guard
    /// on it first. A guard makes the member await in two places, which costs a hop back to the
    /// caller's executor per call while the concern is on; leaving it to the helper costs that hop
    /// while the concern is off. `true` where the helper's work is cheap enough for the hop to show
    /// (retry, circuit breaker); `false` where the concern's work dwarfs it or the concern is often
    /// off (tracing without a tracer, timeout's child tasks).
    var asyncLeavesSwitchToHelper: Bool { get }

    /// What the decorator resolves once, in its initializer, for `invocation` — a handle its body
    /// records through — or `nil` when the concern resolves nothing.
    func handle(for invocation: Invocation) -> ConcernHandle?

    /// Writes the body of an invocation the concern acts on, after the guard on its switch and
    /// ``condition(for:)``; `handle` names the stored property holding the invocation's ``handle(for:)``.
    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter)

    /// Writes, before the member of an invocation the concern acts on, the declarations its body uses
    /// (the caching concern's key type).
    func writeDeclarations(for invocation: Invocation, into writer: inout CodeWriter)

    /// The call a decorator makes before it forwards `identity`, a requirement of the standard-library
    /// protocol `standard` that throws any error (``StandardConformanceEmitter``): its prefix and
    /// arguments, as ``CodeWriter/call(_:_:suffix:)`` takes them; `nil` to forward it untouched.
    func standardRequirementCheck(for identity: String, of standard: StandardProtocol, in plan: DecorationPlan)
        -> (prefix: String, arguments: [String])?
}

extension ConcernEmitter {
    func condition(for invocation: Invocation) -> String? { nil }

    var asyncLeavesSwitchToHelper: Bool { false }

    func handle(for invocation: Invocation) -> ConcernHandle? { nil }

    func writeDeclarations(for invocation: Invocation, into writer: inout CodeWriter) {}

    func standardRequirementCheck(for identity: String, of standard: StandardProtocol, in plan: DecorationPlan)
        -> (prefix: String, arguments: [String])?
    { nil }
}

/// A value a concern's decorator resolves once per invocation, when it is created, and keeps in a
/// stored property: `private let sessionsForMetrics: any Crosscut.CallMetrics`.
struct ConcernHandle: Sendable {
    /// Names the property after the invocation: `Metrics` in `sessionsForMetrics`.
    var suffix: String
    /// The property's type.
    var type: String
    /// The doc comment above the decorator's handles.
    var summary: String
    /// The function that resolves the handle, called with ``arguments``.
    var resolver: String
    var arguments: [String]
    /// One for the whole decorator: every invocation resolves the same (the protocol's circuit
    /// breaker), so they share one property named after ``suffix`` (`breaker`).
    var isShared = false
    /// Where the compiler reports errors in ``type``, when the file points errors at annotations
    /// (``CodeWriter/pointsErrorsAtAnnotations``): the annotation whose types it names.
    var errorLocation: SourceLocation?
}
