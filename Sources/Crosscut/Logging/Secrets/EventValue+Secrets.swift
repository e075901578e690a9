extension EventValue {
    /// ``init(describing:)`` for text: ``string(_:)``, or ``redacted(_:)`` with the credentials its
    /// shape shows `<redacted>` (`String.credentialsRedacted`).
    @usableFromInline
    static func text(_ text: String) -> EventValue {
        text.credentialsRedacted.map(EventValue.redacted) ?? .string(text)
    }

    /// ``init(describing:)`` for a value of a type it does not know: `.string(String(describing:))`
    /// (a decorator's the service's it wraps, ``DecoratedService``), unless that description could
    /// show a secret the value holds (``SecretScan``): then the
    /// value's parts as its default description writes them, the secrets `<redacted>`, as a
    /// ``redacted(_:)`` value — so that a call's error message is redacted too.
    ///
    /// Only done when an event is built. An enum of at most one byte, payloads of at most a `Bool`,
    /// is looked into once per type.
    @usableFromInline
    static func describing<Value>(secretsRedactedIn value: Value) -> EventValue {
        let isSmall = MemoryLayout<Value>.size <= 1
        if isSmall, smallEnums.withLock({ $0.contains(ObjectIdentifier(Value.self)) }) {
            return .string(String(describing: value))
        }
        if !isSmall, let service = DecoratedService.innermost(in: value) { return EventValue(describing: service) }
        var scan = SecretScan()
        guard scan.holdsSecret(value) else {
            if isSmall, Mirror(reflecting: value).displayStyle == .enum {
                smallEnums.withLock { _ = $0.insert(ObjectIdentifier(Value.self)) }
            }
            return .string(String(describing: value))
        }
        var text = ""
        var writer = SecretScan()
        writer.write(value, to: &text)
        return .redacted(text)
    }

    /// The enum types of at most one byte found to hold no secret.
    private static let smallEnums = Locked<Set<ObjectIdentifier>>([])
}
