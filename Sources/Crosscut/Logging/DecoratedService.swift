/// How log events and spans describe a decorator: as the service it wraps, not as its parts.
///
/// A decorator's parts are its `Concerns` and its metric handles, noise in an event; decorators
/// stacked by `decorated(with:)` would each show the next. A decorator is recognised by its first
/// two stored properties, `decoratee` and `concerns: Concerns`, as the generator writes them (and as
/// a hand-written decorator may), so that no decorator needs a conformance of its own.
///
/// Reflecting a value to tell costs about 12,000 instructions, more than describing most values, so
/// the verdict is kept per type: a value of a type found not to be a decorator costs a lookup.
enum DecoratedService {
    /// The service `value` wraps, through every decorator stacked on it, or `nil` when `value` is
    /// not a decorator.
    static func innermost(in value: Any) -> Any? {
        var service: Any?
        var current = value
        while let decoratee = decoratee(of: current) {
            service = decoratee
            current = decoratee
        }
        return service
    }

    /// Whether each type looked at is a decorator's.
    private static let verdicts = Locked<[ObjectIdentifier: Bool]>([:])

    /// The `decoratee` of `value` when it is a decorator.
    private static func decoratee(of value: Any) -> Any? {
        let type = ObjectIdentifier(Swift.type(of: value))
        if verdicts.withLock({ $0[type] }) == false { return nil }
        let decoratee = reflectedDecoratee(of: value)
        verdicts.withLock { $0[type] = decoratee != nil }
        return decoratee
    }

    /// The `decoratee` of `value` when its first two stored properties are `decoratee` and
    /// `concerns`, the latter a ``Concerns``.
    private static func reflectedDecoratee(of value: Any) -> Any? {
        let parts = Mirror(reflecting: value).children.makeIterator()
        guard let first = parts.next(), first.label == "decoratee",
            let second = parts.next(), second.label == "concerns", second.value is Concerns
        else { return nil }
        return first.value
    }
}
