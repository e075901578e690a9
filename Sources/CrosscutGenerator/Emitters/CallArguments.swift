/// A call's arguments as the runtime receives them beside the call, for a log event's fields and a
/// span's attributes alike: every argument that can be described (closures, packs and `sending`
/// values cannot) and a setter's `newValue` — redacted where ``RedactedArguments`` says, not
/// described when noncopyable, otherwise as it describes itself.
struct CallArguments {
    /// One argument: its key, and the expression of its `EventValue`.
    struct Entry {
        var key: String
        var value: String
        var isRedacted: Bool
        /// Whether the runtime looks into the value for secrets it holds (its type is not one
        /// written as it is, nor a metatype), and the decorator may read it beside the call (it is not
        /// `inout`).
        var mayHoldSecrets = false
    }

    let entries: [Entry]
    /// `arguments: ["id": Crosscut.EventValue(describing: id)]`, or `arguments: [:]`.
    let argument: String
    /// Whether an argument of the call is redacted though none of ``entries`` is (a `token`
    /// closure left out): the runtime must then redact the error's message, which may quote it.
    let leavesOutRedactedArgument: Bool

    init(of invocation: Invocation) {
        let redacted = invocation.options.redactedArguments
        var entries: [Entry] = []
        func append(_ key: String, _ expression: String, shape: TypeShape?) {
            let isRedacted = redacted.contains(key)
            let value = isRedacted ? RuntimeNames.redacted(expression) : RuntimeNames.described(expression)
            let mayHoldSecrets =
                !isRedacted && shape.map { !$0.isDescribedAsItIs && !$0.isInout && !$0.isMetatype } == true
            entries.append(Entry(key: key, value: value, isRedacted: isRedacted, mayHoldSecrets: mayHoldSecrets))
        }
        for parameter in invocation.arguments {
            let shape = parameter.shape
            if shape.reasonNotLogged != nil { continue }
            guard !parameter.isNoncopyable else {
                entries.append(Entry(key: parameter.key, value: RuntimeNames.notDescribed, isRedacted: false))
                continue
            }
            append(parameter.key, parameter.described, shape: shape)
        }
        if invocation.kind == .setter { append("newValue", "newValue", shape: nil) }
        self.entries = entries
        argument = Self.argument(entries)
        leavesOutRedactedArgument = invocation.hasRedactedArguments && !entries.contains(where: \.isRedacted)
    }

    /// Whether, at run time, an argument holds a secret the runtime redacts: `Crosscut.EventValue(describing:
    /// request).isRedacted || …`, or `nil` when no argument may hold one. Evaluated only when needed
    /// (a retry's warning), it tells the runtime to redact the error's message, which may quote it.
    var secretsCheck: String? {
        let checks = entries.filter(\.mayHoldSecrets).map { $0.value + ".isRedacted" }
        return checks.isEmpty ? nil : checks.joined(separator: " || ")
    }

    /// `arguments: ["id", "limit"]`, the keys alone in the order the call passes them (what a
    /// tracing decorator's `TracedMember` names), or `nil` when the call passes none.
    var keysArgument: String? {
        entries.isEmpty ? nil : Self.argument(entries) { list, entry in list.appendQuoted(entry.key) }
    }

    /// `arguments: [...]` with each entry as `key: value`.
    private static func argument(_ entries: [Entry]) -> String {
        guard !entries.isEmpty else { return "arguments: [:]" }
        return argument(entries) { list, entry in
            list.appendQuoted(entry.key)
            list += ": " + entry.value
        }
    }

    /// `arguments: [...]` with each entry as `write` spells it, built in one string.
    private static func argument(_ entries: [Entry], _ write: (inout String, Entry) -> Void) -> String {
        var argument = "arguments: ["
        for (index, entry) in entries.enumerated() {
            if index > 0 { argument += ", " }
            write(&argument, entry)
        }
        return argument + "]"
    }
}

extension TypeShape {
    /// Why a logging or tracing decorator leaves an argument of this type out (a closure, a
    /// parameter pack, a value given away with `sending`, a `borrowing` or `consuming` `Self`), or
    /// `nil` when it describes it. The decorator of a `borrowing Self` is generic over its
    /// decoratee, and the Swift 6.2 compiler fails on its copy inside the logging decorator's
    /// `defer` ("copy of noncopyable typed value. This is a compiler bug").
    var reasonNotLogged: String? {
        if isFunction || isOptionalFunction { return "a closure" }
        if isPack { return "a parameter pack" }
        if isSending { return "given away with 'sending'" }
        if isSelf && isOwnershipExplicit { return "a borrowing or consuming 'Self'" }
        return nil
    }
}
