/// The type names a plan's decorators write in their signatures: every identifier of its
/// members' parameter, result, generic and `where` texts that starts a type name (`Foo` in
/// `Foo.Bar`, not `Bar`), the forwarded protocols that are not the standard library's (which the
/// decorators' declarations name), and apart from them the names that are the protocol's own: its
/// generic parameters, associated types and type aliases.
struct SignatureNames {
    private(set) var names: Set<String> = []
    private(set) var localNames: Set<String> = ["Self", "Decoratee"]

    init(_ plan: DecorationPlan) {
        localNames.insert(plan.declaration.name)
        localNames.formUnion(plan.associatedNames)
        collect(plan.items)
        // The decorators name the protocols they forward in their declarations; Foundation's too.
        names.formUnion(plan.forwardedStandardProtocols.filter { !$0.isStandardLibrarys }.map(\.rawValue))
    }

    private mutating func collect(_ items: [PlannedItem]) {
        for item in items {
            switch item {
            case .member(let planned): collect(planned.member)
            case .conditional(let block): for clause in block.clauses { collect(clause.items) }
            }
        }
    }

    private mutating func collect(_ member: Member) {
        localNames.formUnion(member.genericParameterNames)
        var texts = member.parameters.map(\.type) + member.inheritedTypes
        texts += [member.genericParameters, member.returnType, member.whereClause, member.defaultType].compactMap { $0 }
        if case .typed(let error) = member.throwsKind { texts.append(error) }
        if case .typed(let error)? = member.accessors?.getterThrows { texts.append(error) }
        for text in texts { insertTypeNames(in: text) }
    }

    /// Adds the identifiers of `text` that start a type name: not a qualified name's member
    /// (after `.`), a built-in attribute (`@escaping`, `@Sendable`) or a number.
    private mutating func insertTypeNames(in text: String) {
        var last: Character = " "  // The last character other than whitespace.
        for piece in TextPiece.pieces(of: text) {
            switch piece {
            case .word(let word):
                let isAttribute = last == "@" && Self.builtInAttributes.contains(word)
                if last != ".", !isAttribute, word.first?.isNumber == false { names.insert(word) }
                last = word.first ?? last
            case .other(let character):
                if !character.isWhitespace { last = character }
            }
        }
    }

    private static let builtInAttributes: Set<String> = [
        "escaping", "autoclosure", "Sendable", "convention", "noescape", "isolated", "unchecked", "retroactive",
        "preconcurrency", "noDerivative", "differentiable", "_inheritActorContext", "_implicitSelfCapture",
    ]
}
