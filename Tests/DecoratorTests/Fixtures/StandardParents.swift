/// An error protocol: its decorators are errors too (and `Sendable`, as `Error` requires). It
/// restates `description`, which is then forwarded (and logged) as its own requirement.
// @crosscut(logging, metrics)
protocol Failure: Error, CustomStringConvertible {
    var code: Int { get }
    var description: String { get }
    func isTransient() -> Bool
}

/// Ordering, identity, encoding and reflection, each forwarded to the decoratee.
// @crosscut(logging, metrics)
protocol Ranked: Comparable, Identifiable, Encodable, CustomReflectable {
    var score: Int { get }
}

/// Parents named through typealiases declared in another file (`Aliases.swift`).
// @crosscut(logging)
protocol Badge: Shareable, SendableType {
    func label() -> String
}
