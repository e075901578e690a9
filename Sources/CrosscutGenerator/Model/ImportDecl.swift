/// An `import` declaration inside `#if` blocks, with the conditions that enclose it.
public struct ImportDecl: Encodable, Hashable, Sendable {
    /// The declaration as written, for example `import UIKit` or `@preconcurrency import Dispatch`.
    public var declaration: String
    /// The `#if` conditions enclosing it, outermost first, as in ``ProtocolDecl/conditions``.
    public var conditions: [String]

    /// Creates an import declaration.
    public init(declaration: String, conditions: [String]) {
        self.declaration = declaration
        self.conditions = conditions
    }
}
