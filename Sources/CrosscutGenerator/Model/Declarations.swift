/// A source file's protocols, as the parser found them.
public struct SourceModel: Codable, Hashable, Sendable {
    public var file: String
    /// The file's `import` declarations outside `#if` blocks, for example `import Foundation`, in order.
    public var imports: [String]
    /// Every protocol in the file, annotated or not, at any nesting level.
    public var protocols: [ProtocolDecl]
    /// The file's `import` declarations inside `#if` blocks (for example `import UIKit` under
    /// `#if canImport(UIKit)`), with their conditions, in order.
    public var conditionalImports: [ImportDecl]

    public init(
        file: String, imports: [String] = [], protocols: [ProtocolDecl] = [], conditionalImports: [ImportDecl] = []
    ) {
        self.file = file
        self.imports = imports
        self.protocols = protocols
        self.conditionalImports = conditionalImports
    }
}

/// Swift's access levels, as written on a declaration.
public enum AccessLevel: String, Codable, Hashable, Sendable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`
}

/// A `protocol` declaration.
public struct ProtocolDecl: Codable, Hashable, Sendable {
    public var name: String
    /// Names of the types this protocol is nested in, outermost first (empty at file scope).
    public var enclosingTypes: [String]
    /// The written access level, or `nil` when none is written.
    public var access: AccessLevel?
    /// Attributes as written, for example `@MainActor`, `@available(iOS 17, *)`.
    public var attributes: [String]
    /// The inheritance clause's entries as written, for example `AnyObject`, `Sendable`.
    public var inheritedTypes: [String]
    /// `protocol P<Element, Failure>`'s primary associated types.
    public var primaryAssociatedTypes: [String]
    /// The protocol's own `where` clause, without the `where` keyword.
    public var whereClause: String?
    /// The `#if` conditions enclosing the declaration, outermost first, each as written
    /// (for example `os(iOS)`, or `!DEBUG` for an `#else` branch of `#if DEBUG`).
    public var conditions: [String]
    /// The body: members and `#if` blocks in source order.
    public var members: [MemberItem]
    /// The protocol-level `// @crosscut(...)` annotation, if any.
    public var annotation: Annotation?
    /// Where the `protocol` keyword is.
    public var location: SourceLocation

    public init(
        name: String, enclosingTypes: [String] = [], access: AccessLevel? = nil, attributes: [String] = [],
        inheritedTypes: [String] = [], primaryAssociatedTypes: [String] = [], whereClause: String? = nil,
        conditions: [String] = [], members: [MemberItem] = [], annotation: Annotation? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.enclosingTypes = enclosingTypes
        self.access = access
        self.attributes = attributes
        self.inheritedTypes = inheritedTypes
        self.primaryAssociatedTypes = primaryAssociatedTypes
        self.whereClause = whereClause
        self.conditions = conditions
        self.members = members
        self.annotation = annotation
        self.location = location
    }
}

/// An entry of a protocol body: a member, or an `#if` block of entries.
public indirect enum MemberItem: Codable, Hashable, Sendable {
    case member(Member)
    case conditional(ConditionalBlock)
}

/// `#if A ... #elseif B ... #else ... #endif` inside a protocol body.
public struct ConditionalBlock: Codable, Hashable, Sendable {
    public struct Clause: Codable, Hashable, Sendable {
        /// `#if`/`#elseif` condition as written; `nil` for `#else`.
        public var condition: String?
        public var items: [MemberItem]

        public init(condition: String?, items: [MemberItem]) {
            self.condition = condition
            self.items = items
        }
    }

    public var clauses: [Clause]
    public var location: SourceLocation

    public init(clauses: [Clause], location: SourceLocation) {
        self.clauses = clauses
        self.location = location
    }
}

/// A protocol requirement.
public struct Member: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case function, property, `subscript`, associatedType, `typealias`, initializer
    }

    public enum ThrowsKind: Codable, Hashable, Sendable {
        case none
        case `throws`
        case `rethrows`
        /// `throws(E)`, with `E` as written.
        case typed(String)
    }

    /// A property's or subscript's accessors: `{ get }`, `{ get set }`, `{ get async throws }`.
    public struct Accessors: Codable, Hashable, Sendable {
        public var hasSetter: Bool
        public var getterIsAsync: Bool
        public var getterThrows: ThrowsKind
        /// `{ mutating get }`: the getter is `mutating`.
        public var getterIsMutating: Bool
        /// `{ get nonmutating set }`: the setter is `nonmutating`.
        public var setterIsNonmutating: Bool

        public init(
            hasSetter: Bool = false, getterIsAsync: Bool = false, getterThrows: ThrowsKind = .none,
            getterIsMutating: Bool = false, setterIsNonmutating: Bool = false
        ) {
            self.hasSetter = hasSetter
            self.getterIsAsync = getterIsAsync
            self.getterThrows = getterThrows
            self.getterIsMutating = getterIsMutating
            self.setterIsNonmutating = setterIsNonmutating
        }
    }

    public var kind: Kind
    /// The name as written: `sessions`, `value`, `subscript`, `init`, `==`, `Element`.
    public var name: String
    /// Attributes as written, for example `@discardableResult`, `@available(iOS 17, *)`, `@MainActor`.
    public var attributes: [String]
    /// Modifiers as written, for example `static`, `mutating`, `nonisolated`, `nonmutating`.
    public var modifiers: [String]
    /// Generic parameter clause's content without brackets, for example `T: Hashable, U`.
    public var genericParameters: String?
    public var parameters: [Parameter]
    public var isAsync: Bool
    public var throwsKind: ThrowsKind
    /// The result type as written (`nil` for `Void`-returning functions with no arrow); a property's
    /// or subscript's type.
    public var returnType: String?
    public var accessors: Accessors?
    /// The `where` clause's content without `where`.
    public var whereClause: String?
    /// For `associatedtype`: the inheritance clause as written (`Hashable & Sendable`).
    public var inheritedTypes: [String]
    /// For `associatedtype` and `typealias`: the default or aliased type as written.
    public var defaultType: String?
    /// Member-level `// @crosscut(...)` annotations, in order.
    public var annotations: [Annotation]
    /// Where the declaration's introducer (`func`, `var`, `subscript`, ...) is.
    public var location: SourceLocation
    /// For initializers: `init?` or `init!`.
    public var isFailable: Bool

    public init(
        kind: Kind, name: String, attributes: [String] = [], modifiers: [String] = [],
        genericParameters: String? = nil, parameters: [Parameter] = [], isAsync: Bool = false,
        throwsKind: ThrowsKind = .none, returnType: String? = nil, accessors: Accessors? = nil,
        whereClause: String? = nil, inheritedTypes: [String] = [], defaultType: String? = nil,
        annotations: [Annotation] = [], location: SourceLocation, isFailable: Bool = false
    ) {
        self.isFailable = isFailable
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsKind = throwsKind
        self.returnType = returnType
        self.accessors = accessors
        self.whereClause = whereClause
        self.inheritedTypes = inheritedTypes
        self.defaultType = defaultType
        self.annotations = annotations
        self.location = location
    }
}

/// A function's or subscript's parameter.
public struct Parameter: Codable, Hashable, Sendable {
    /// The argument label: `nil` when the label is the name (`func f(x: Int)`), `_` when written as
    /// `_` (for functions; subscripts have no labels unless written).
    public var label: String?
    public var name: String
    /// The type as written, with attributes and specifiers: `inout Int`, `@escaping @Sendable () -> Void`, `Int...`.
    public var type: String
    public var location: SourceLocation
    /// Attributes written before the parameter's name, for example a result builder's `@ViewBuilder`.
    public var attributes: [String]

    public init(label: String?, name: String, type: String, location: SourceLocation, attributes: [String] = []) {
        self.attributes = attributes
        self.label = label
        self.name = name
        self.type = type
        self.location = location
    }
}

/// A `// @crosscut(...)` line comment: its items in order, with positions for diagnostics.
public struct Annotation: Codable, Hashable, Sendable {
    /// One entry: `logging`, `cached(ttl: 300)`, `redact: token`, `skip(retry)`.
    public struct Item: Codable, Hashable, Sendable {
        public var name: String
        /// The arguments as written: `cached(ttl: 300)` gives `[("ttl", "300")]`; `redact: token`
        /// gives `[(nil, "token")]`.
        public var arguments: [Argument]
        public var location: SourceLocation

        public init(name: String, arguments: [Argument] = [], location: SourceLocation) {
            self.name = name
            self.arguments = arguments
            self.location = location
        }
    }

    public struct Argument: Codable, Hashable, Sendable {
        public var label: String?
        public var value: String
        /// Where the argument starts (its label, or its value when it has no label).
        public var location: SourceLocation
        /// Where the value starts.
        public var valueLocation: SourceLocation

        public init(label: String?, value: String, location: SourceLocation, valueLocation: SourceLocation? = nil) {
            self.label = label
            self.value = value
            self.location = location
            self.valueLocation = valueLocation ?? location
        }
    }

    /// The text between the parentheses, as written.
    public var text: String
    public var items: [Item]
    public var location: SourceLocation

    public init(text: String, items: [Item], location: SourceLocation) {
        self.text = text
        self.items = items
        self.location = location
    }
}
