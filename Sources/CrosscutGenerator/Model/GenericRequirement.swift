/// One requirement of a `where` clause, or one written inline in a generic parameter clause, as
/// the parser read it: `ID: Hashable & Sendable`, `Element == Int`, `Self: AnyObject`.
public struct GenericRequirement: Encodable, Hashable, Sendable {
    /// How the subject relates to the constraint.
    public enum Relation: String, Encodable, Hashable, Sendable {
        /// `ID: Hashable`: a conformance, superclass or layout constraint.
        case conformance
        /// `Element == Int`: the same type.
        case sameType
    }

    /// What is constrained, as written: `ID`, `Self.ID`, `Self`.
    public var subject: String
    /// How it is constrained.
    public var relation: Relation
    /// The constraint, as written: `Hashable & Sendable`, `Int`.
    public var constraint: String

    /// A requirement that `subject` relate to `constraint` as `relation` says.
    public init(subject: String, relation: Relation, constraint: String) {
        self.subject = subject
        self.relation = relation
        self.constraint = constraint
    }

    /// The subject without a leading `Self.`: `ID` for `Self.ID`.
    var subjectName: String {
        subject.hasPrefix("Self.") ? String(subject.dropFirst(5)) : subject
    }

    /// Whether the requirement constrains `name` (written `name` or `Self.name`).
    func constrains(_ name: String) -> Bool {
        subjectName == name
    }

    /// Whether either side names the protocol's own type other than through one of its members:
    /// `Self`, `PartialCaseKeyPath<Self>` or `[Self]`, not `Self.Element`.
    var mentionsBareSelf: Bool {
        Self.mentionsBareSelf(subject) || Self.mentionsBareSelf(constraint)
    }

    private static func mentionsBareSelf(_ text: String) -> Bool {
        let pieces = TextPiece.pieces(of: text)
        return pieces.indices.contains { pieces.isBare("Self", at: $0) }
    }
}

extension [GenericRequirement] {
    /// The conformances these requirements ask of `name`, joined: `Hashable & Sendable` for `ID`
    /// in `ID: Hashable, ID: Sendable`; empty when there are none.
    func conformances(of name: String) -> String {
        filter { $0.relation == .conformance && $0.constrains(name) }.map(\.constraint).joined(separator: " & ")
    }
}
