/// Signatures and forwarding calls for a decorator's members, written once for every concern.
struct MemberForwarding: Sendable {
    let plan: DecorationPlan
    let planned: PlannedMember
    /// `planned.member`, kept rather than copied out of `planned` at every use.
    private let member: Member
    /// `service: "Outer.Catalog"`, shared by the plan's invocations (see ``Invocation/serviceArgument(for:)``).
    private let serviceArgument: String
    /// The parameters' names inside the decorator (``ParameterNames``), parallel to `member.parameters`.
    private let names: [String]
    /// The parameters as the concerns use them beside the call.
    private let arguments: [Invocation.Argument]
    /// The attributes the decorator's member repeats (see ``RepeatedAttributes``).
    private let attributes: [String]
    /// Whether the requirement has a result builder, which the compiler would apply to a
    /// forwarding body without `return` (it infers a requirement's builder for such a witness).
    private let hasResultBuilder: Bool
    /// How the member's signature spells protocols used as types, its generic parameters aside.
    private let existentials: ExistentialSpelling
    /// The name of the member's key type, when it is cached.
    private let cacheKeyType: String?
    /// The type names inside the decorator that a cached member's key must not shadow.
    private let typeNamesInScope: Set<String>
    /// Whether the protocol shares cached results across instances (``ForwardingContext/sharesCachedResults``).
    private let sharesCachedResults: Bool

    init(plan: DecorationPlan, planned: PlannedMember, context: ForwardingContext) {
        self.plan = plan
        self.planned = planned
        member = planned.member
        serviceArgument = context.serviceArgument
        cacheKeyType = planned.member.isStatic ? nil : context.cacheNames.keyTypes[planned.identity]
        typeNamesInScope = context.cacheNames.typeNames
        sharesCachedResults = context.sharesCachedResults
        existentials = context.existentials.adding(localNames: planned.member.genericParameterNames)
        let names = ParameterNames.of(planned.member)
        self.names = names
        let noncopyable = planned.member.noncopyableParameters(types: context.noncopyableTypes)
        arguments = planned.member.parameters.indices.map { index in
            Invocation.Argument(
                key: planned.parameterKeys[index], name: names[index], shape: planned.member.parameters[index].shape,
                isNoncopyable: noncopyable[index])
        }
        attributes = planned.member.attributes.filter {
            RepeatedAttributes.isRepeated($0, resultBuilders: context.resultBuilders)
        }
        hasResultBuilder = planned.member.attributes.contains {
            RepeatedAttributes.isResultBuilder($0, declared: context.resultBuilders)
        }
    }

    private var receiver: String { member.isStatic ? "Decoratee" : "decoratee" }

    /// Modifiers a decorator's member repeats; others (`optional`, `class`) are not valid there.
    private static let repeatedModifiers: Set<String> = [
        "static", "mutating", "nonmutating", "nonisolated", "prefix", "postfix", "consuming", "borrowing",
    ]

    // MARK: Signatures

    /// A declaration's attributes and its head (without `{`), split around the parameter list so
    /// that a long head can put one parameter per line.
    struct Declaration {
        var attributes: [String]
        /// Up to and including `(`, or the whole head when there is no parameter list.
        var opening: String
        var parameters: [String]?
        /// From `)` on.
        var closing: String = ""
    }

    /// For a function: `public func sessions(` + `for reason: Reason` + `) async throws -> [Session]`.
    var declaration: Declaration {
        var modifiers = member.modifiers.filter { Self.repeatedModifiers.contains($0) }
        if member.isStatic, !modifiers.contains("static") { modifiers.insert("static", at: 0) }
        if plan.isClassBound { modifiers.removeAll { $0 == "mutating" || $0 == "nonmutating" } }
        let prefix = plan.accessModifier + modifiers.map { $0 + " " }.joined()
        let generics = member.genericParameters.map { "<\($0)>" } ?? ""
        let whereClause = member.whereClause.map { " where \($0)" } ?? ""
        switch member.kind {
        case .function:
            let separator = MemberIdentity.isOperator(member) ? " " : ""
            var closing = ")" + effectsClause(isAsync: member.isAsync, throwsKind: member.throwsKind)
            if let result = member.nonVoidReturnType { closing += " -> \(existentials.spelled(result))" }
            return Declaration(
                attributes: attributes, opening: "\(prefix)func \(member.name)\(separator)\(generics)(",
                parameters: parameterList, closing: closing + whereClause)
        case .property:
            return Declaration(
                attributes: attributes,
                opening: "\(prefix)var \(member.name): \(existentials.spelled(member.returnType ?? "Void"))")
        case .subscript:
            let result = existentials.spelled(member.returnType ?? "Void")
            return Declaration(
                attributes: attributes, opening: "\(prefix)subscript\(generics)(", parameters: parameterList,
                closing: ") -> \(result)\(whereClause)")
        case .associatedType, .typealias, .initializer:
            return Declaration(attributes: [], opening: "")
        }
    }

    /// `true` when the getter is effectful or `mutating` and needs its own `get { }` block.
    var getterNeedsBlock: Bool {
        let accessors = member.accessors ?? Member.Accessors()
        return accessors.getterIsAsync || accessors.getterThrows != .none || accessors.getterIsMutating
    }

    /// The setter's opener: `set {`, or `nonmutating set {`.
    var setterOpener: String {
        (member.accessors?.setterIsNonmutating == true && !plan.isClassBound ? "nonmutating " : "") + "set {"
    }

    /// The getter's opener: `get {`, `get async throws {`.
    var getterOpener: String {
        let accessors = member.accessors ?? Member.Accessors()
        let mutating = accessors.getterIsMutating && !plan.isClassBound ? "mutating " : ""
        return mutating + "get" + effectsClause(isAsync: accessors.getterIsAsync, throwsKind: accessors.getterThrows)
            + " {"
    }

    var hasSetter: Bool { member.accessors?.hasSetter ?? false }

    private var parameterList: [String] {
        zip(member.parameters, names).map { parameter, name in
            let attributes = parameter.attributes.map { $0 + " " }.joined()
            return "\(attributes)\(externalLabel(of: parameter, internalName: name))\(name): "
                + existentials.spelled(parameter.type)
        }
    }

    /// What to write before the internal name: `label `, `_ `, or nothing.
    private func externalLabel(of parameter: Parameter, internalName: String) -> String {
        let name = SwiftIdentifier.bare(internalName)
        if let label = parameter.label {
            return SwiftIdentifier.bare(label) == name && member.kind != .subscript ? "" : "\(label) "
        }
        if parameter.name == "_" { return member.kind == .subscript ? "" : "_ " }
        if member.kind == .subscript { return "" }
        return SwiftIdentifier.bare(parameter.name) == name ? "" : "\(parameter.name) "
    }

    private func effectsClause(isAsync: Bool, throwsKind: Member.ThrowsKind) -> String {
        var clause = isAsync ? " async" : ""
        switch throwsKind {
        case .none: break
        case .throws: clause += " throws"
        case .rethrows: clause += " rethrows"
        case .typed(let failure): clause += " throws(\(failure))"
        }
        return clause
    }

    // MARK: Calls

    /// The expression passing the parameter at `index`, forwarding `inout` with `&` (an operator's
    /// operand without), autoclosures by calling them inside the new autoclosure, and `Self` values
    /// as their decoratees.
    private func argumentExpression(_ index: Int, isOperand: Bool = false) -> String {
        let (shape, name) = (arguments[index].shape, names[index])
        let value = shape.isSelf ? name + ".decoratee" : name
        if shape.isPack { return "repeat each " + name }
        if shape.isConsuming && !arguments[index].isNoncopyable { return "copy " + name }
        if shape.isInout { return isOperand ? value : "&" + value }
        if shape.isAutoclosure { return name + "()" }
        return value
    }

    /// Appends the labeled arguments, `for: reason, limit`, to the call being built.
    private func appendArguments(to call: inout String) {
        for (index, parameter) in member.parameters.enumerated() {
            if index > 0 { call += ", " }
            let label: String? =
                if member.kind == .subscript { parameter.label } else if parameter.name == "_" { parameter.label } else
                { parameter.label ?? parameter.name }
            if let label, label != "_" {
                call += SwiftIdentifier.callLabel(label)
                call += ": "
            }
            call += argumentExpression(index)
        }
    }

    private var functionCall: String {
        guard MemberIdentity.isOperator(member) else {
            var call = receiver + "." + member.name + "("
            appendArguments(to: &call)
            return call + ")"
        }
        let arguments = member.parameters.indices.map { argumentExpression($0, isOperand: true) }
        if arguments.count == 2 { return "\(arguments[0]) \(member.name) \(arguments[1])" }
        if member.has(.postfix) { return "\(arguments.first ?? "")\(member.name)" }
        return "\(member.name)\(arguments.first ?? "")"
    }

    private var readExpression: String {
        switch member.kind {
        case .subscript:
            var call = receiver + "["
            appendArguments(to: &call)
            return call + "]"
        default: return receiver + "." + member.name
        }
    }

    // MARK: Invocations

    /// The function's invocation, or the getter's for properties and subscripts.
    var primaryInvocation: Invocation {
        switch member.kind {
        case .function:
            return invocation(
                .function, identity: planned.identity, call: functionCall, isAsync: member.isAsync,
                throwsKind: member.throwsKind, resultType: member.nonVoidReturnType)
        default:
            let accessors = member.accessors ?? Member.Accessors()
            return invocation(
                .getter, identity: planned.identity, call: readExpression, isAsync: accessors.getterIsAsync,
                throwsKind: accessors.getterThrows, resultType: member.returnType ?? "Void")
        }
    }

    /// What the caching decorator keeps for the member, when it is cached.
    private func cachedMember(resultType: String?) -> CachedMember? {
        guard let cacheKeyType, let resultType else { return nil }
        return CachedMember(
            planned: planned, keyType: cacheKeyType, arguments: arguments, resultType: resultType,
            existentials: existentials, avoiding: typeNamesInScope)
    }

    /// Where a `Self` result's decorator takes its concerns from: the decorator's, or for a static
    /// member (`static func + (lhs: Self, rhs: Self) -> Self`) its first `Self` argument's.
    private var selfResultConcerns: String {
        guard member.isStatic, let index = member.parameters.firstIndex(where: \.shape.isPlainSelfArgument) else {
            return "concerns"
        }
        return names[index] + ".concerns"
    }

    /// The setter's invocation.
    var setterInvocation: Invocation {
        invocation(
            .setter, identity: planned.identity + ".setter", call: "\(readExpression) = newValue",
            isAsync: false, throwsKind: .none, resultType: nil)
    }

    private func invocation(
        _ kind: Invocation.Kind, identity: String, call: String, isAsync: Bool, throwsKind: Member.ThrowsKind,
        resultType: String?
    ) -> Invocation {
        Invocation(
            kind: kind, serviceArgument: serviceArgument, identity: identity, call: call, isAsync: isAsync,
            throwsKind: throwsKind, resultType: resultType,
            selfResultConcerns: kind != .setter && member.resultShape?.isSelf == true ? selfResultConcerns : nil,
            isStatic: member.isStatic, returnsExplicitly: hasResultBuilder, arguments: arguments,
            options: planned.options, cachedMember: kind == .setter ? nil : cachedMember(resultType: resultType),
            invalidatesSharedResults: sharesCachedResults && isAsync && planned.options.caching.invalidates)
    }
}
