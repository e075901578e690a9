/// A validated annotated protocol: everything the emitters need and nothing they must check.
struct DecorationPlan: Sendable {
    /// The protocol as parsed.
    var declaration: ProtocolDecl
    /// The concerns to emit, in canonical order.
    var concerns: [ConcernDescription]
    /// The members to forward (the protocol's own and those of its parents), with `#if` blocks.
    var items: [PlannedItem]
    /// `true` when the protocol (or a parent) is `AnyObject`-bound: decorators are final classes.
    var isClassBound: Bool
    /// `true` when the protocol suppresses `Copyable`: decorators are `~Copyable`, copyable where
    /// their decoratee is, and take it `consuming`.
    var isNoncopyable = false
    /// `true` when some instance requirement mutates the decoratee (a `mutating` method or a
    /// setter on a value-type decoratee): the decorator stores `var decoratee`.
    var needsMutableDecoratee: Bool
    /// The global actor attribute to put on the decorators, for example `@MainActor`.
    var globalActor: String?
    /// Well-known protocols the decorators must implement by forwarding, for example `Equatable`.
    var forwardedStandardProtocols: [StandardProtocol]
    /// What the protocol's annotation asks of its concerns (`authorization(requires: "catalog.read")`),
    /// for what the decorators write beside the members: the standard protocols' requirements.
    var options = OptionsByConcern()
    /// The `#if` conditions around the protocol.
    var conditions: [String]
    /// What the decorators are named after, when the annotation says (`named: ShopCatalog`);
    /// otherwise the protocol's name.
    var decoratorBaseName: String? = nil
    /// The files declaring the protocol's parents, other than its own: their imports name the
    /// types of the inherited requirements the decorators forward.
    var parentFiles: [String] = []

    /// The protocol's name as written in type positions, qualified when nested (`Outer.Catalog`).
    var qualifiedName: String { (declaration.enclosingTypes + [declaration.name]).joined(separator: ".") }

    /// The noncopyable types the protocol's requirements may name: the target's `types`, and
    /// `Self` when the protocol suppresses `Copyable`.
    func noncopyableTypes(among types: Set<String>) -> Set<String> {
        Self.noncopyableTypes(among: types, isNoncopyable: isNoncopyable)
    }

    /// `types`, and `Self` when `isNoncopyable`.
    static func noncopyableTypes(among types: Set<String>, isNoncopyable: Bool) -> Set<String> {
        isNoncopyable ? types.union(["Self"]) : types
    }

    /// The access modifier the generated declarations are written with, `public ` (with its
    /// trailing space), or `""` for internal.
    var accessModifier: String {
        switch declaration.effectiveAccess {
        case .public, .open: "public "
        case .package: "package "
        default: ""
        }
    }

    /// The access level the generated file must import the runtime with: the decorators' own when
    /// it is wider than internal, since their initializers take the runtime's `Concerns`; otherwise
    /// the implicit level.
    var runtimeImportLevel: ImportStatement.Level? {
        switch declaration.effectiveAccess {
        case .public, .open: .public
        case .package: .package
        default: nil
        }
    }

    /// The names of the protocol's (and its parents') associated types and type aliases.
    var associatedNames: Set<String> {
        var names: Set<String> = []
        func collect(_ items: [PlannedItem]) {
            for item in items {
                switch item {
                case .member(let planned)
                where planned.member.kind == .associatedType || planned.member.kind == .typealias:
                    names.insert(planned.member.name)
                case .member: break
                case .conditional(let block): for clause in block.clauses { collect(clause.items) }
                }
            }
        }
        collect(items)
        return names
    }

    /// The decorator type's name for `concern`, for example `LoggingCatalog`.
    func decoratorName(for concern: ConcernDescription) -> String {
        concern.decoratorPrefix + (decoratorBaseName ?? declaration.name)
    }
}

/// A member or an `#if` block of the plan.
typealias PlannedItem = ConditionalItem<PlannedMember>

/// A requirement with its identity and validated options.
struct PlannedMember: Sendable {
    var member: Member
    /// The identity used in events, metrics and cache keys: `sessions(for:limit:)`, `value`, `subscript(_:)`.
    var identity: String
    var options: MemberOptions
    /// The parameters' names in log events and annotations (``Member/parameterKeys``), parallel
    /// to `member.parameters`.
    var parameterKeys: [String]
}

/// A standard-library (or Foundation) protocol whose requirements decorators implement by
/// forwarding them to the decoratee (``KnownProtocols`` has the rule), in the order decorators
/// declare them.
enum StandardProtocol: String, CaseIterable, Sendable {
    case equatable = "Equatable"
    case hashable = "Hashable"
    case comparable = "Comparable"
    case identifiable = "Identifiable"
    case encodable = "Encodable"
    case customStringConvertible = "CustomStringConvertible"
    case customDebugStringConvertible = "CustomDebugStringConvertible"
    case customReflectable = "CustomReflectable"
    case executor = "Executor"
    case serialExecutor = "SerialExecutor"
    case taskExecutor = "TaskExecutor"
    case sequence = "Sequence"
    case collection = "Collection"
    case bidirectionalCollection = "BidirectionalCollection"
    case randomAccessCollection = "RandomAccessCollection"
    case iteratorProtocol = "IteratorProtocol"
    case asyncSequence = "AsyncSequence"
    case asyncIteratorProtocol = "AsyncIteratorProtocol"
    case randomNumberGenerator = "RandomNumberGenerator"
    case textOutputStream = "TextOutputStream"
    /// Which swift-syntax's `SyntaxProtocol` refines.
    case textOutputStreamable = "TextOutputStreamable"
    /// Foundation's, which swift-crypto's `Digest` and `MessageAuthenticationCode` refine.
    case contiguousBytes = "ContiguousBytes"

    /// The protocols it refines that decorators implement too: `Equatable` for `Hashable`.
    var refined: [StandardProtocol] {
        switch self {
        case .hashable, .comparable: [.equatable]
        case .serialExecutor, .taskExecutor: [.executor]
        case .collection: [.sequence]
        case .bidirectionalCollection: [.sequence, .collection]
        case .randomAccessCollection: [.sequence, .collection, .bidirectionalCollection]
        default: []
        }
    }

    /// Whether a requirement mutates its conformer, as an iterator's or a random number generator's
    /// `next()` and a stream's `write(_:)` do: decorators then store `var decoratee`.
    var mutatesDecoratee: Bool {
        [.iteratorProtocol, .asyncIteratorProtocol, .randomNumberGenerator, .textOutputStream].contains(self)
    }

    /// The associated types decorators bind to their decoratee's (`typealias Index = Decoratee.Index`),
    /// which the annotated protocol therefore cannot require to be `Self`.
    var decorateeAssociatedTypes: [String] {
        switch self {
        case .identifiable: ["ID"]
        case .sequence: ["Element", "Iterator"]
        case .collection: ["Index", "SubSequence", "Indices"]
        case .iteratorProtocol, .asyncIteratorProtocol: ["Element"]
        case .asyncSequence: ["Element", "AsyncIterator"]
        default: []
        }
    }

    /// Whether the standard library declares it, rather than Foundation (`ContiguousBytes`), whose
    /// import the generated file then keeps as wide as written.
    var isStandardLibrarys: Bool { self != .contiguousBytes }

    /// Whether every requirement decorators implement for it throws any error, as `encode(to:)` and
    /// an async iterator's `next()` do: an authorizing decorator can then refuse each call. The
    /// others' requirements (an iterator, a description, a comparison) have no way to report a refusal.
    var everyRequirementThrows: Bool {
        [.encodable, .asyncIteratorProtocol].contains(self)
    }

    /// Whether it refines `AnyObject` and `Sendable`, as the executors do: decorators are final classes.
    var isClassBound: Bool {
        [.executor, .serialExecutor, .taskExecutor].contains(self)
    }
}
