/// An entry of a protocol body: a member — or what a later stage makes of one — or an `#if` block
/// whose clauses hold entries in turn. The one shape of that tree: the parsed requirements
/// (``MemberItem``), the plan's and the forwarded ones are all `ConditionalItem`s, and keep the
/// `#if` blocks as written.
///
/// In JSON an entry is an object with one key: `{"member": {...}}` or `{"conditional": {...}}`.
public indirect enum ConditionalItem<Leaf> {
    /// A requirement.
    case member(Leaf)
    /// An `#if` block of entries.
    case conditional(ConditionalBlock<Leaf>)
}

/// The entries of a protocol body as parsed.
public typealias MemberItem = ConditionalItem<Member>

/// `#if A ... #elseif B ... #else ... #endif` inside a protocol body.
public struct ConditionalBlock<Leaf> {
    /// One branch: `#if`, `#elseif` or `#else`, with its entries.
    public struct Clause {
        /// `#if`/`#elseif` condition as written; `nil` for `#else`.
        public var condition: String?
        /// The branch's entries.
        public var items: [ConditionalItem<Leaf>]

        /// A branch under `condition` (`nil` for `#else`).
        public init(condition: String?, items: [ConditionalItem<Leaf>]) {
            self.condition = condition
            self.items = items
        }
    }

    /// The branches in source order.
    public var clauses: [Clause]
    /// Where the `#if` is.
    public var location: SourceLocation

    /// A block of `clauses` whose `#if` is at `location`.
    public init(clauses: [Clause], location: SourceLocation) {
        self.clauses = clauses
        self.location = location
    }
}

extension Array {
    /// Calls `body` with every member, inside `#if` blocks too, in source order.
    func forEachMember<Leaf>(_ body: (Leaf) -> Void) where Element == ConditionalItem<Leaf> {
        for item in self {
            switch item {
            case .member(let leaf): body(leaf)
            case .conditional(let block): for clause in block.clauses { clause.items.forEachMember(body) }
            }
        }
    }

    /// Whether a member, inside `#if` blocks too, satisfies `predicate`.
    func containsMember<Leaf>(where predicate: (Leaf) -> Bool) -> Bool where Element == ConditionalItem<Leaf> {
        contains { item in
            switch item {
            case .member(let leaf): predicate(leaf)
            case .conditional(let block): block.clauses.contains { $0.items.containsMember(where: predicate) }
            }
        }
    }

    /// The same tree with each member transformed, and left out where `transform` gives `nil`;
    /// the `#if` blocks stay, even when a clause is left empty.
    func compactMapMembers<Leaf, Result>(_ transform: (Leaf) -> Result?) -> [ConditionalItem<Result>]
    where Element == ConditionalItem<Leaf> {
        compactMap { item in
            switch item {
            case .member(let leaf):
                return transform(leaf).map { .member($0) }
            case .conditional(let block):
                let clauses = block.clauses.map {
                    ConditionalBlock<Result>.Clause(
                        condition: $0.condition, items: $0.items.compactMapMembers(transform))
                }
                return .conditional(ConditionalBlock(clauses: clauses, location: block.location))
            }
        }
    }
}

extension ConditionalItem: Sendable where Leaf: Sendable {}
extension ConditionalItem: Equatable where Leaf: Equatable {}
extension ConditionalItem: Hashable where Leaf: Hashable {}
extension ConditionalBlock: Sendable where Leaf: Sendable {}
extension ConditionalBlock: Equatable where Leaf: Equatable {}
extension ConditionalBlock: Hashable where Leaf: Hashable {}
extension ConditionalBlock: Encodable where Leaf: Encodable {}
extension ConditionalBlock.Clause: Sendable where Leaf: Sendable {}
extension ConditionalBlock.Clause: Equatable where Leaf: Equatable {}
extension ConditionalBlock.Clause: Hashable where Leaf: Hashable {}
extension ConditionalBlock.Clause: Encodable where Leaf: Encodable {}

extension ConditionalItem: Encodable where Leaf: Encodable {
    private enum CodingKeys: String, CodingKey {
        case member, conditional
    }

    /// Encodes `{"member": …}` or `{"conditional": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .member(let leaf): try container.encode(leaf, forKey: .member)
        case .conditional(let block): try container.encode(block, forKey: .conditional)
        }
    }
}
