/// What decorators do for a standard-library protocol the annotated protocol inherits: the one
/// table the validator, the emitters and the unseen-parent message read.
///
/// The rule: a decorator conforms when it can honestly do so by holding its decoratee — a marker
/// (nothing to implement) through the annotated protocol, a protocol with instance or operator
/// requirements by forwarding each to the decoratee (``StandardProtocol``). It cannot conform when
/// a requirement would create a value without a decoratee (`init`, `allCases`), when its stored
/// concerns rule the protocol out (`BitwiseCopyable`), or when only an actor can conform; those
/// are errors that say why. A protocol not in the table is unseen: its requirements are unknown.
enum KnownProtocols {
    /// What decorators do for one protocol.
    enum Handling: Equatable, Sendable {
        /// `AnyObject`: decorators are final classes.
        case classBound
        /// Nothing to implement: decorators conform through the annotated protocol.
        case marker
        /// Decorators implement the requirements by forwarding them to the decoratee.
        case forwarded(StandardProtocol)
        /// Decorators cannot conform: why (after "it inherits 'Name', and"), then what to write instead.
        case rejected(reason: String, instead: String)
    }

    /// One row of the table.
    struct Entry: Sendable {
        var name: String
        var handling: Handling
        /// Whether inheriting the protocol makes the annotated protocol `Sendable`.
        var impliesSendable = false
    }

    /// Every known protocol, in the order the unseen-parent message lists those handled.
    static let entries: [Entry] =
        [
            Entry(name: "AnyObject", handling: .classBound),
            Entry(name: "Sendable", handling: .marker, impliesSendable: true),
            Entry(name: "SendableMetatype", handling: .marker),
            Entry(name: "Copyable", handling: .marker),
            Entry(name: "Escapable", handling: .marker),
            // A decorator's stored properties are its decoratee and `Concerns`, both `Sendable` here.
            Entry(name: "Error", handling: .marker, impliesSendable: true),
        ]
        + StandardProtocol.allCases.map {
            Entry(name: $0.rawValue, handling: .forwarded($0), impliesSendable: $0.isClassBound)
        }
        + [
            creating("Decodable", "'init(from:)'", instead: "refine 'Encodable' and decode the concrete type"),
            creating("Codable", "'init(from:)'", instead: "refine 'Encodable' and decode the concrete type"),
            creating(
                "LosslessStringConvertible", "'init?(_:)'", instead: "refine 'CustomStringConvertible' instead"),
            creating("RawRepresentable", "'init?(rawValue:)'", instead: "add a 'var rawValue' requirement instead"),
            creating(
                "CodingKey", "'init?(stringValue:)'",
                instead: "drop 'CodingKey' and add 'var stringValue: String { get }' and 'var intValue: Int? { get }' "
                    + "requirements instead"),
            creating(
                "CaseIterable", "'allCases'",
                instead: "drop 'CaseIterable' and use the decoratee type's 'allCases'"),
        ]
        // Arithmetic and literals: their requirements return new values of the conforming type.
        + [
            ("AdditiveArithmetic", "'zero'"), ("Numeric", "'init?(exactly:)'"), ("SignedNumeric", "'init?(exactly:)'"),
            ("Strideable", "'advanced(by:)'"),
        ].map { name, requirement in
            creating(
                name, requirement,
                instead: "drop '\(name)' and declare the members callers use on the service as requirements")
        }
        + ["Array", "Dictionary", "String", "Integer", "Float", "Boolean", "Nil"].map { literal in
            creating(
                "ExpressibleBy\(literal)Literal",
                "'init(\(literal.prefix(1).lowercased() + literal.dropFirst())Literal:)'",
                instead: "drop 'ExpressibleBy\(literal)Literal' and make the decoratee from the literal instead")
        }
        + [
            Entry(
                name: "BitwiseCopyable",
                handling: .rejected(
                    reason: "decorators store their 'Concerns' (a logger, metrics, a cache), which cannot be copied "
                        + "bit by bit", instead: "drop 'BitwiseCopyable'"))
        ]
        + ["Actor", "AnyActor", "DistributedActor"].map { name in
            Entry(
                name: name,
                handling: .rejected(
                    reason: "only an actor can conform to it, while decorators are structs or classes",
                    instead: "drop '\(name)' (use a global actor such as '@MainActor' for isolation)"),
                impliesSendable: true)
        }

    /// A protocol whose requirement `requirement` would have to make a decorator out of nothing.
    private static func creating(_ name: String, _ requirement: String, instead: String) -> Entry {
        Entry(
            name: name,
            handling: .rejected(
                reason: "its requirement \(requirement) would have to create a decorator, while a decorator wraps "
                    + "an instance that already exists", instead: instead))
    }

    private static let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })

    /// The entry for `name` as written in an inheritance clause (`Hashable`, `Swift.Hashable`, the
    /// old `class` for `AnyObject`), or `nil` for a protocol crosscut does not know.
    static func entry(for name: String) -> Entry? {
        if name == "class" { return byName["AnyObject"] }
        let module = ["Swift.", "_Concurrency."].first { name.hasPrefix($0) }
        return byName[module.map { String(name.dropFirst($0.count)) } ?? name]
    }

    /// The names listed in the unseen-parent message: every protocol decorators conform to.
    static let handledList = entries.filter {
        if case .rejected = $0.handling { false } else { true }
    }.map(\.name).joined(separator: ", ")

    /// The names of the protocols that imply `Sendable`.
    static let sendableNames = Set(entries.filter(\.impliesSendable).map(\.name))
}
