/// A word a requirement's `// @crosscut(...)` annotation can say (`cached(ttl: 300)`, `redact:
/// token`), with its grammar and how it is read.
struct MemberOption: Sendable {
    /// Reads one annotation item of the option into a member's options, reporting what is wrong.
    typealias Reader =
        @Sendable (
            _ item: Annotation.Item, _ options: inout MemberOptions, _ planned: PlannedMember,
            _ context: ProtocolContext,
            _ sink: inout DiagnosticSink
        ) -> Void

    /// The option's name: `cached`.
    let name: String
    /// How messages show its grammar: `cached(ttl: seconds, ignoring: parameter, shared, version: n)`.
    let grammar: String
    /// Where messages list it among every option (`Member options are ...`), lowest first.
    let orderInMessages: Int
    /// Whether it is written `option: a, b`, the bare parameter names after it continuing its
    /// arguments (`redact: token, pin`).
    var takesParameterList = false
    /// Whether its rules ask which of the target's types are noncopyable: the target is scanned for
    /// them only when a member says such an option.
    var needsNoncopyableTypes = false
    let read: Reader
}
