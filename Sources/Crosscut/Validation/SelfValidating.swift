/// A type that checks its own values: wherever one is passed to a member under validation, the
/// validating decorator adds the rules it breaks to the call's violations, under the parameter's name.
///
/// Nested values cascade through ``Checklist/cascade(_:_:)-(SelfValidating,_)``; optionals and
/// arrays of such a type check themselves too. The check is chosen where the argument's type is
/// known at compile time: an argument whose static type does not conform costs nothing, and is not
/// cast.
///
/// ```swift
/// struct Address: SelfValidating {
///     var postcode: String
///     var country: Country
///
///     func validate(into checklist: inout Checklist) {
///         checklist.check(postcode, "postcode", count: 5...5)
///         checklist.cascade(country, "country")
///     }
/// }
/// ```
public protocol SelfValidating {
    /// Adds each rule this value breaks to `checklist`, named by the property that breaks it.
    func validate(into checklist: inout Checklist)
}

extension Optional: SelfValidating where Wrapped: SelfValidating {
    /// Checks the wrapped value; `nil` breaks no rule.
    @inlinable
    public func validate(into checklist: inout Checklist) {
        if let self { checklist.validate(self) }
    }
}

extension Array: SelfValidating where Element: SelfValidating {
    /// Checks each element, under its index: `[2].postcode`.
    @inlinable
    public func validate(into checklist: inout Checklist) {
        for (index, element) in enumerated() { checklist.cascade(element, "[\(index)]") }
    }
}
