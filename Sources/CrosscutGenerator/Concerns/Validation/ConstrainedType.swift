/// What the validation rules know of a parameter's or result's type from its spelling: which
/// constraints fit a value of it, whether `nil` may stand for it, and whether it may check itself.
struct ConstrainedType {
    /// The types whose constraints the rules can tell apart.
    enum Kind: Equatable {
        /// A standard number: what ranges fit.
        case number
        /// `String` or `Substring`: what counts, `nonEmpty` and patterns fit.
        case text
        case bool
        /// An array, a dictionary, a set, `Data`: what counts and `nonEmpty` fit.
        case collection
        /// Anything else: every constraint is the compiler's to judge.
        case other
    }

    let kind: Kind
    /// `T?` or `Optional<T>`: `nil` passes every constraint.
    let isOptional: Bool
    /// Whether a value of the type may check itself (`SelfValidating`), so that the decorator cascades
    /// into it: not a standard value or a collection of them, a closure, an existential, a metatype,
    /// or a value passed with its ownership spelled out.
    let mayCheckItself: Bool
    /// The type as written, for messages.
    let spelling: String
    /// The existential a value of the type is, `nil` unwrapped: `any Sendable` for `(any Sendable)?`.
    let existential: String?

    private static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UInt128", "Float", "Float16", "Float32", "Float64", "Float80", "Double", "CGFloat", "Decimal",
        "TimeInterval",
    ]
    private static let texts: Set<String> = ["String", "Substring"]
    private static let collections: Set<String> = [
        "Array", "Dictionary", "Set", "ArraySlice", "ContiguousArray", "Data",
    ]
    /// The names of types that never check themselves.
    private static let standard = numbers.union(texts).union(collections).union([
        "Bool", "Character", "Optional", "Date", "URL", "UUID", "Duration", "Never", "Void", "Any", "AnyObject",
        "Swift", "Foundation",
    ])

    /// What `shape`, written as `spelling`, tells; `isNoncopyable` when it names a noncopyable type.
    init(_ shape: TypeShape, isNoncopyable: Bool) {
        var core = Substring(shape.core)
        var isOptional = false
        while core.hasSuffix("?") || core.hasSuffix("!") {
            core = core.dropLast()
            isOptional = true
        }
        if core.hasPrefix("Optional<"), core.hasSuffix(">") {
            core = core.dropFirst("Optional<".count).dropLast()
            isOptional = true
        }
        existential = core.hasPrefix("any ") || core.hasPrefix("(any ") ? String(core) : nil
        if core.hasPrefix("Swift.") { core = core.dropFirst("Swift.".count) }
        let head = String(core.prefix { $0 != "<" })
        kind =
            if core.hasPrefix("[") || Self.collections.contains(head) {
                .collection
            } else if Self.numbers.contains(head) { .number } else if Self.texts.contains(head) {
                .text
            } else if head == "Bool" { .bool } else { .other }
        self.isOptional = isOptional
        spelling = shape.core
        let passedAsIs = !shape.isOwnershipExplicit && !shape.isSending && !isNoncopyable
        let isValue =
            !(shape.isFunction || shape.isOptionalFunction || shape.isExistential || shape.isMetatype
            || shape.isPack || shape.isTuple || shape.mentionsBareSelf || shape.isVoid)
        mayCheckItself = passedAsIs && isValue && !shape.identifiers.allSatisfy(Self.standard.contains)
    }
}
