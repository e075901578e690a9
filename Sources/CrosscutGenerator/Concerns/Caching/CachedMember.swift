/// What a caching decorator declares for one cached member: the cache it keeps, resolved in its
/// initializer, and the key a call builds from its arguments not `ignoring`-ed — the argument
/// itself when there is one (an `Int` is hashed in one step), otherwise a nested `Hashable` struct
/// of them — so that a lookup hashes the member's own values, never strings or type-erased boxes.
///
/// A generic member's key is generic over the member's generic parameters, and over the types of
/// its `some` arguments: keys of `load<Int>` and `load<UInt8>` are of different types (parameter
/// packs, which a type can be generic over only from macOS 14, are keyed by their types'
/// identity). Such a key, or a result, has no one type where the decorator is declared, so the
/// decorator stores a `Crosscut.GenericMemberCache`, which holds a cache per key and value type; so
/// does a member with `@available` attributes, whose types a stored property could not name.
struct CachedMember: Sendable {
    /// One stored argument of the key.
    struct Field: Sendable {
        /// The field's name: the parameter's name inside the decorator.
        var name: String
        var type: String
        /// The value the call passes: `reason`, or `copy reason` for a `borrowing` parameter.
        var value: String
    }

    /// The member's identity, as events and metrics name it.
    var identity: String
    /// The key type: the name of the struct the decorator declares (`SessionsForKey`), or the one
    /// argument's type.
    private(set) var keyType: String
    /// Whether the decorator declares the key type: unless the key is the one argument of a member
    /// that is not generic.
    private(set) var declaresKeyType = true
    var fields: [Field]
    /// The key type's generic parameters with their constraints, `T: Hashable & Sendable`.
    var genericParameters: [String]
    /// The key type's generic arguments where a call builds it, `<T>`, or nothing when the
    /// arguments infer them all: the member's generic parameters, and `_` for the types of its
    /// `some` arguments, which have no name.
    private var genericArguments = ""
    /// A field standing for the member's parameter packs, whose types the key type cannot be generic
    /// over (that needs macOS 14): the identity of the packs' tuple type.
    var packTypes: (field: String, types: String)?
    /// The member's `@available` attributes, repeated on the key type.
    var availability: [String]
    /// The result's type, or `nil` when the decorator cannot name it and stores a generic cache.
    var valueType: String?
    /// The time to live: `.seconds(300)`, or `nil` for the store's default.
    var ttl: String?
    /// Where the compiler reports errors in the key's and the result's types (``CachingOptions/Cached/errorLocation``).
    var errorLocation: SourceLocation?
    /// Whether the results are also kept in the shared store, and with which version: the key is
    /// then `Encodable` and the result `Codable`.
    var shared: CachingOptions.Cached.Shared?
    /// `sameForEveryCaller`: the results are kept once for every caller rather than per caller.
    var sameForEveryCaller: Bool

    init(
        planned: PlannedMember, keyType: String, arguments: [Invocation.Argument], resultType: String,
        existentials: ExistentialSpelling, avoiding takenTypes: Set<String>
    ) {
        let member = planned.member
        let cached = planned.options.caching.cached ?? CachingOptions.Cached()
        identity = planned.identity
        self.keyType = keyType
        ttl = cached.ttlSeconds.map { ".seconds(\($0))" }
        errorLocation = cached.errorLocation
        shared = cached.shared
        sameForEveryCaller = cached.sameForEveryCaller
        availability = member.attributes.filter { $0.hasPrefix("@available") }
        let packs = member.genericParameterNames.filter { Self.isPack($0, in: member) }
        genericParameters = member.genericParameterNames.filter { !packs.contains($0) }.map { name in
            let constraints = member.constraints(of: name)
            return constraints.isEmpty ? name : "\(name): \(Self.inDecorator(constraints))"
        }
        if !genericParameters.isEmpty {
            genericArguments = "<" + member.genericParameterNames.filter { !packs.contains($0) }.joined(separator: ", ")
        }
        var takenTypes = takenTypes.union(member.genericParameterNames)
        fields = []
        for argument in arguments where !cached.ignoredParameters.contains(argument.key) {
            var type = existentials.spelled(argument.shape.core)
            if argument.shape.isOpaque {
                // `some P`: the key is generic over the argument's type.
                let name = takenTypes.claim(argument.key.prefix(1).uppercased() + argument.key.dropFirst())
                genericParameters.append("\(name): \(Self.inDecorator(Self.constraint(ofOpaque: type)))")
                if !genericArguments.isEmpty { genericArguments += ", _" }
                type = name
            }
            fields.append(Field(name: argument.name, type: Self.stored(Self.inDecorator(type)), value: argument.copied))
        }
        if !genericArguments.isEmpty { genericArguments += ">" }
        if !packs.isEmpty {
            var fieldNames = Set(fields.map { SwiftIdentifier.bare($0.name) })
            let types = packs.map { "repeat each \($0)" }.joined(separator: ", ")
            packTypes = (fieldNames.claim("types"), "(\(types)).self")
        }
        // A stored property can name neither a generic parameter nor an opaque type.
        let resultIsGeneric =
            Self.mentionsOpaque(resultType)
            || (member.resultShape?.identifiers ?? []).contains { member.genericParameterNames.contains($0) }
        valueType =
            genericParameters.isEmpty && !resultIsGeneric && availability.isEmpty
            ? Self.stored(existentials.spelled(resultType)) : nil
        if fields.count == 1, genericParameters.isEmpty, packTypes == nil {
            self.keyType = fields[0].type
            declaresKeyType = false
        }
    }

    /// The key built from the call's arguments: `SessionsForKey(reason: reason, limit: limit)`, or
    /// `reason` when it is the one argument.
    var keyExpression: String {
        guard declaresKeyType else { return fields[0].value }
        var arguments = fields.map { "\(SwiftIdentifier.callLabel($0.name)): \($0.value)" }
        if let packTypes { arguments.append("\(packTypes.field): ObjectIdentifier(\(packTypes.types))") }
        return "\(keyType)\(genericArguments)(\(arguments.joined(separator: ", ")))"
    }

    /// Whether `name` is declared `each name` in `member`'s generic parameter clause.
    private static func isPack(_ name: String, in member: Member) -> Bool {
        member.genericParameters.map { clause in
            ProtocolIndex.splitTopLevel(Substring(clause)).contains { $0.hasPrefix("each \(name)") }
        } ?? false
    }

    /// Whether `type` mentions an opaque type, `some P`.
    static func mentionsOpaque(_ type: String) -> Bool {
        type.split { !$0.isIdentifierCharacter }.contains("some")
    }

    /// What the opaque `type` requires, as a generic parameter's clause takes it: `Handler & Sendable`
    /// for `some Handler & Sendable` and `some (Handler & Sendable)`.
    private static func constraint(ofOpaque type: String) -> String {
        let constraint = type.dropFirst("some ".count)
        var depth = 0
        let enclosed =
            constraint.first == "("
            && constraint.dropLast().allSatisfy { character in
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                return depth > 0
            }
        return String(enclosed ? constraint.dropFirst().dropLast() : constraint)
    }

    /// `type` as a stored property or a generic argument spells it: `T?` for `T!`.
    private static func stored(_ type: String) -> String {
        type.hasSuffix("!") ? type.dropLast() + "?" : type
    }

    /// `type` as the key type, nested in the decorator, spells it: `Self.Element`, the decorator's
    /// own binding of the associated type, is `Decoratee.Element` there.
    private static func inDecorator(_ type: String) -> String {
        guard FixedWord("Self").occurs(in: type) else { return type }
        let pieces = TextPiece.pieces(of: type)
        return pieces.indices.map { index in
            let isSelfQualifier =
                pieces[index] == .word("Self") && pieces.isFollowed(at: index, by: ".")
                && !pieces.isPreceded(at: index, by: ".")
            return isSelfQualifier ? "Decoratee" : pieces[index].text
        }.joined()
    }
}
