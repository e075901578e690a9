/// A source file's protocols, as the parser found them.
public struct SourceModel: Encodable, Hashable, Sendable {
    /// The path of the file the model was parsed from.
    public var file: String
    /// The file's `import` declarations outside `#if` blocks, for example `import Foundation`, in order.
    public var imports: [String]
    /// Every protocol in the file, annotated or not, at any nesting level.
    public var protocols: [ProtocolDecl]
    /// The file's `import` declarations inside `#if` blocks (for example `import UIKit` under
    /// `#if canImport(UIKit)`), with their conditions, in order.
    public var conditionalImports: [ImportDecl]

    /// A model of `file` with its imports and protocols.
    public init(
        file: String, imports: [String] = [], protocols: [ProtocolDecl] = [], conditionalImports: [ImportDecl] = []
    ) {
        self.file = file
        self.imports = imports
        self.protocols = protocols
        self.conditionalImports = conditionalImports
    }
}

/// Swift's access levels, as written on a declaration, narrowest first.
public enum AccessLevel: String, Encodable, Hashable, Sendable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }
}

/// A `protocol` declaration.
public struct ProtocolDecl: Encodable, Hashable, Sendable {
    /// The protocol's name as written.
    public var name: String
    /// Names of the types this protocol is nested in, outermost first (empty at file scope).
    public var enclosingTypes: [String]
    /// The written access level, or `nil` when none is written.
    public var access: AccessLevel?
    /// The narrowest access level of the types the protocol is nested in, as written or implied
    /// (`internal` for a type without a modifier); `nil` at file scope or in an extension without a
    /// modifier. A `public` protocol in an `internal` enum is internal.
    public var enclosingAccess: AccessLevel?
    /// The access level the protocol has: the written one, or `internal`, narrowed by the types it
    /// is nested in.
    public var effectiveAccess: AccessLevel {
        min(access ?? .internal, enclosingAccess ?? .open)
    }
    /// Attributes as written, for example `@MainActor`, `@available(iOS 17, *)`.
    public var attributes: [String]
    /// The inheritance clause's entries as written, for example `AnyObject`, `Sendable`.
    public var inheritedTypes: [String]
    /// `protocol P<Element, Failure>`'s primary associated types.
    public var primaryAssociatedTypes: [String]
    /// The protocol's own `where` clause, without the `where` keyword.
    public var whereClause: String?
    /// The requirements of the protocol's `where` clause: `Self: AnyObject`, `Element == Int`.
    public var requirements: [GenericRequirement] = []
    /// The `#if` conditions enclosing the declaration, outermost first, each as written
    /// (for example `os(iOS)`, or `!DEBUG` for an `#else` branch of `#if DEBUG`).
    public var conditions: [String]
    /// The body: members and `#if` blocks in source order.
    public var members: [MemberItem]
    /// The protocol-level `// @crosscut(...)` annotation, if any.
    public var annotation: Annotation?
    /// Where the `protocol` keyword is.
    public var location: SourceLocation
    /// Whether the lexer or the parser reported an error in the protocol's annotation, declaration
    /// or body: such a protocol is not decorated, since what was read of it may not be what the
    /// compiler reads.
    public var hasSyntaxErrors = false

    /// A protocol declaration; every part but its name and location is optional.
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

/// A protocol requirement.
public struct Member: Encodable, Hashable, Sendable {
    /// What sort of requirement a member is.
    public enum Kind: String, Encodable, Hashable, Sendable {
        case function, property, `subscript`, associatedType, `typealias`, initializer
    }

    /// What a member may throw. In JSON it is the clause as written: `"none"`, `"throws"`,
    /// `"rethrows"` or `"throws(E)"`.
    public enum ThrowsKind: Encodable, Hashable, Sendable {
        /// No throws clause.
        case none
        /// `throws`: any error.
        case `throws`
        /// `rethrows`: only what its closure arguments throw.
        case `rethrows`
        /// `throws(E)`, with `E` as written.
        case typed(String)

        /// Encodes the clause as written (`"throws(E)"`).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .none: try container.encode("none")
            case .throws: try container.encode("throws")
            case .rethrows: try container.encode("rethrows")
            case .typed(let error): try container.encode("throws(\(error))")
            }
        }
    }

    /// A property's or subscript's accessors: `{ get }`, `{ get set }`, `{ get async throws }`.
    public struct Accessors: Encodable, Hashable, Sendable {
        /// `{ get set }`: the property or subscript is settable.
        public var hasSetter: Bool
        /// `{ get async }`: the getter is `async`.
        public var getterIsAsync: Bool
        /// `{ get throws }`: what the getter throws.
        public var getterThrows: ThrowsKind
        /// `{ mutating get }`: the getter is `mutating`.
        public var getterIsMutating: Bool
        /// `{ get nonmutating set }`: the setter is `nonmutating`.
        public var setterIsNonmutating: Bool

        /// Accessors as written; `{ get }` by default.
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

    /// What sort of requirement this is.
    public var kind: Kind
    /// The name as written: `sessions`, `value`, `subscript`, `init`, `==`, `Element`.
    public var name: String
    /// Attributes as written, for example `@discardableResult`, `@available(iOS 17, *)`, `@MainActor`.
    public var attributes: [String]
    /// Modifiers as written, for example `static`, `mutating`, `nonisolated`, `nonmutating`.
    public var modifiers: [String]
    /// Generic parameter clause's content without brackets, for example `T: Hashable, U`.
    public var genericParameters: String?
    /// The names the generic parameter clause declares: `["T", "U"]` for `<T: Hashable, each U>`.
    public var genericParameterNames: [String] = []
    /// The parameters in order (functions, subscripts, initializers).
    public var parameters: [Parameter]
    /// Whether the function is `async`.
    public var isAsync: Bool
    /// What the function throws.
    public var throwsKind: ThrowsKind
    /// The result type as written (`nil` for `Void`-returning functions with no arrow); a property's
    /// or subscript's type.
    public var returnType: String?
    /// The shape of ``returnType``, read by the parser with it.
    var resultShape: TypeShape?
    /// For properties and subscripts: their `{ get … }` accessors.
    public var accessors: Accessors?
    /// The `where` clause's content without `where`.
    public var whereClause: String?
    /// The requirements of the generic parameter clause (`T: Hashable`) and of the `where` clause.
    public var requirements: [GenericRequirement] = []
    /// For `associatedtype`: the inheritance clause as written (`Hashable & Sendable`).
    public var inheritedTypes: [String]
    /// For `associatedtype` and `typealias`: the default or aliased type as written.
    public var defaultType: String?
    /// The shape of ``defaultType``, read by the parser with it.
    var defaultShape: TypeShape?
    /// Member-level `// @crosscut(...)` annotations, in order.
    public var annotations: [Annotation]
    /// Where the declaration's introducer (`func`, `var`, `subscript`, ...) is.
    public var location: SourceLocation
    /// For initializers: `init?` or `init!`.
    public var isFailable: Bool

    /// A requirement; every part but its kind, name and location is optional.
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

    /// The JSON keeps types as written, not the shapes the parser read of them.
    private enum CodingKeys: String, CodingKey {
        case kind, name, attributes, modifiers, genericParameters, genericParameterNames, parameters, isAsync
        case throwsKind, returnType, accessors, whereClause, requirements, inheritedTypes, defaultType, annotations
        case location, isFailable
    }
}

/// A function's or subscript's parameter.
public struct Parameter: Encodable, Hashable, Sendable {
    /// The argument label: `nil` when the label is the name (`func f(x: Int)`), `_` when written as
    /// `_` (for functions; subscripts have no labels unless written).
    public var label: String?
    /// The internal name, or `_` when the parameter has none.
    public var name: String
    /// The type as written, with attributes and specifiers: `inout Int`, `@escaping @Sendable () -> Void`, `Int...`.
    public var type: String
    /// Where the parameter starts.
    public var location: SourceLocation
    /// Attributes written before the parameter's name, for example a result builder's `@ViewBuilder`.
    public var attributes: [String]
    /// The shape of ``type``, read by the parser with it.
    var shape: TypeShape

    /// A parameter as written, with the shape the parser read of its type.
    init(
        label: String?, name: String, type: String, shape: TypeShape, location: SourceLocation,
        attributes: [String] = []
    ) {
        self.attributes = attributes
        self.label = label
        self.name = name
        self.type = type
        self.shape = shape
        self.location = location
    }

    /// The JSON keeps the type as written, not the shape the parser read of it.
    private enum CodingKeys: String, CodingKey {
        case label, name, type, location, attributes
    }
}

/// A `// @crosscut(...)` line comment: its items in order, with positions for diagnostics.
public struct Annotation: Encodable, Hashable, Sendable {
    /// One entry: `logging`, `cached(ttl: 300)`, `redact: token`, `skip(retry)`.
    public struct Item: Encodable, Hashable, Sendable {
        /// The item's name: `logging`, `cached`, `redact`.
        public var name: String
        /// The arguments as written: `cached(ttl: 300)` gives `[("ttl", "300")]`; `redact: token`
        /// gives `[(nil, "token")]`.
        public var arguments: [Argument]
        /// Where the item's name is.
        public var location: SourceLocation

        /// An item named `name` with its `arguments`.
        public init(name: String, arguments: [Argument] = [], location: SourceLocation) {
            self.name = name
            self.arguments = arguments
            self.location = location
        }
    }

    /// One argument of an item: `ttl: 300`, or an unlabeled `token`.
    public struct Argument: Encodable, Hashable, Sendable {
        /// The label (`ttl`), `nil` when none is written.
        public var label: String?
        /// The value as written: `300`, `token`.
        public var value: String
        /// Where the argument starts (its label, or its value when it has no label).
        public var location: SourceLocation
        /// Where the value starts.
        public var valueLocation: SourceLocation

        /// An argument; its value starts at `location` unless `valueLocation` says otherwise.
        public init(label: String?, value: String, location: SourceLocation, valueLocation: SourceLocation? = nil) {
            self.label = label
            self.value = value
            self.location = location
            self.valueLocation = valueLocation ?? location
        }
    }

    /// The text between the parentheses, as written.
    public var text: String
    /// The items in order.
    public var items: [Item]
    /// Where the `@crosscut` is.
    public var location: SourceLocation

    /// An annotation with its text and items.
    public init(text: String, items: [Item], location: SourceLocation) {
        self.text = text
        self.items = items
        self.location = location
    }
}
