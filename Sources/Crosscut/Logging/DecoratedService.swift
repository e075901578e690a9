/// How log events and spans describe a decorator: as the service it wraps, not as its parts.
///
/// A decorator's parts are its `Concerns` and its metric handles, noise in an event; decorators
/// stacked by `decorated(with:)` would each show the next. A decorator is recognised by its first
/// two stored properties, `decoratee` and `concerns: Concerns`, as the generator writes them (and as
/// a hand-written decorator may), so that no decorator needs a conformance of its own.
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

    /// The `decoratee` of `value` when its first two stored properties are `decoratee` and
    /// `concerns`, the latter a ``Concerns``.
    private static func decoratee(of value: Any) -> Any? {
        let parts = Mirror(reflecting: value).children.makeIterator()
        guard let first = parts.next(), first.label == "decoratee",
            let second = parts.next(), second.label == "concerns", second.value is Concerns
        else { return nil }
        return first.value
    }
}
