/// The violations of one call's rules, gathered as each rule is checked so that all of them are
/// reported together: what the validating decorators fill from a member's constraints, and what a
/// ``SelfValidating`` type fills with its own rules.
///
/// A checklist that stays empty allocates nothing.
///
/// ```swift
/// var checklist = Checklist()
/// checklist.check(age, "age", in: 13...120)
/// checklist.expect(!name.isEmpty, "name", constraint: "nonEmpty", "must not be empty")
/// checklist.violations  // every rule broken, in order
/// ```
public struct Checklist: Sendable {
    /// Every rule broken so far, in the order they were checked.
    public var violations: [Violation] { broken }

    /// ``violations``, set in the inlined initializer so that a call allocates and calls nothing for
    /// an empty checklist.
    @usableFromInline
    var broken: [Violation]

    /// The objects whose rules have been checked: one met again, through a cycle or another path,
    /// is not checked again.
    @usableFromInline
    var visited: Set<ObjectIdentifier>

    /// Where the violations of the value being cascaded into start, so that a rule reads only its
    /// own value's violations (``brokeLastRule(_:)``).
    @usableFromInline
    var nestedStart: Int

    /// An empty checklist.
    @inlinable
    public init() { (broken, visited, nestedStart) = ([], [], 0) }

    /// Whether no rule has been broken.
    @inlinable
    public var isEmpty: Bool { broken.isEmpty }

    /// Records that `subject` broke `constraint` unless `condition` holds; `message` says what the
    /// constraint requires (`must be a known country`) and is only built for a broken rule.
    @inlinable
    public mutating func expect(
        _ condition: Bool, _ subject: String, constraint: String, _ message: @autoclosure () -> String
    ) {
        if !condition { record(Violation(subject: subject, constraint: constraint, message: message())) }
    }

    /// Adds `violation`.
    public mutating func record(_ violation: Violation) {
        broken.append(violation)
    }

    /// Adds the rules broken by `value`, which checks itself, each under `subject`:
    /// `address` and the value's `postcode` make `address.postcode`.
    ///
    /// An object is checked once, under the first subject it is met by: objects that cascade into
    /// each other are not followed round, and one held by several is not checked again.
    @inlinable
    public mutating func cascade(_ value: some SelfValidating, _ subject: String) {
        let (start, outerStart) = (broken.count, nestedStart)
        nestedStart = start
        validate(value)
        nestedStart = outerStart
        if broken.count > start { prefix(from: start, with: subject) }
    }

    /// Adds the rules broken by `value`, unless it is an object checked already.
    ///
    /// Whether `Value` is a class is settled where the type is known: a value type costs nothing.
    @inlinable
    mutating func validate<Value: SelfValidating>(_ value: Value) {
        if Value.self is AnyClass, !visited.insert(ObjectIdentifier(value as AnyObject)).inserted { return }
        value.validate(into: &self)
    }

    /// Whether the last rule broken, by this value or one of its own, is `subject`'s.
    @inlinable
    func brokeLastRule(_ subject: String) -> Bool {
        broken.count > nestedStart && broken[broken.count - 1].subject == subject
    }

    /// Checks nothing: a value whose type is not known, where it is passed, to check itself.
    ///
    /// The validating decorators cascade into every argument of a type Crosscut does not know; this
    /// overload serves those whose type is not ``SelfValidating``, at no cost.
    @inlinable
    public mutating func cascade<Value>(_ value: Value, _ subject: String) {}

    /// Puts `subject` before the subjects of the violations from `start` on.
    @usableFromInline
    mutating func prefix(from start: Int, with subject: String) {
        for index in start..<broken.count {
            let nested = broken[index].subject
            broken[index].subject = nested.hasPrefix("[") ? subject + nested : "\(subject).\(nested)"
        }
    }
}
