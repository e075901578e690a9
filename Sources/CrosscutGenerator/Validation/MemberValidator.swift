/// Checks one requirement: that a decorator can forward it, and that its annotations make sense.
struct MemberValidator {
    /// The annotated protocol's name, for messages.
    let protocolName: String
    /// The concerns the protocol's annotation chose.
    let concerns: Set<ConcernKind>
    /// `true` when the protocol is isolated to a global actor but not `Sendable`: a `nonisolated`
    /// member could not reach the decoratee.
    var nonisolatedNeedsSendable = false
    /// The protocols seen, to tell whether a constraint implies `Hashable`.
    var index = ProtocolIndex()
    /// The noncopyable types the target declares (``DeclaredNoncopyableTypes``).
    var noncopyableTypes: Set<String> = []
    /// The protocol's (and its parents') typealiases by name, with the types they stand for.
    var typealiases: [String: String] = [:]
    /// The associated types of the protocol and its parents, each with whether its constraints
    /// (or a protocol `where` clause, or a same-type binding) make it `Hashable` and `Sendable`.
    var associatedTypes: [String: (hashable: Bool, sendable: Bool)] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// How many of `diagnostics` are errors.
    private(set) var errorCount = 0

    init(protocolName: String, concerns: Set<ConcernKind>) {
        self.protocolName = protocolName
        self.concerns = concerns
    }

    /// Checks `member` and returns its plan, or `nil` when it cannot be decorated.
    mutating func plan(_ written: Member, identity: String) -> PlannedMember? {
        let member = Self.withoutThrowsNever(written)
        let errorsBefore = errorCount
        var planned = PlannedMember(
            member: member, identity: identity, options: MemberOptions(), parameterKeys: member.parameterKeys,
            parameterShapes: member.parameters.map { TypeShape($0.type) })
        checkShape(planned)
        planned.options = options(for: planned)
        checkPassedOnce(&planned)
        guard errorCount == errorsBefore else { return nil }
        return planned
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
        errorCount += 1
    }

    private mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    /// The parameters as written, for messages: `name: String, count: Int`.
    static func parameterText(_ member: Member) -> String {
        member.parameters.map { parameter in
            let label = parameter.label.map { $0 + " " } ?? ""
            return "\(label)\(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
    }

    /// `throws(Never)` is `throws`-free: the decorator's members are declared and written without it.
    static func withoutThrowsNever(_ member: Member) -> Member {
        var member = member
        if member.throwsKind.isNever { member.throwsKind = .none }
        if member.accessors?.getterThrows.isNever == true { member.accessors?.getterThrows = .none }
        return member
    }

    // MARK: Shapes

    private mutating func checkShape(_ planned: PlannedMember) {
        let (member, identity) = (planned.member, planned.identity)
        switch member.kind {
        case .initializer:
            error(
                "cannot decorate initializer requirement '\(identity)' of '\(protocolName)': a decorator wraps an "
                    + "instance that already exists. Move it to a factory protocol, e.g. 'protocol \(protocolName)Factory "
                    + "{ func make(\(Self.parameterText(member))) -> any \(protocolName) }', and annotate that instead",
                at: member.location)
            return
        case .associatedType, .typealias:
            if member.name == "Decoratee" {
                error(
                    "\(member.kind == .typealias ? "typealias" : "associated type") 'Decoratee' clashes with the "
                        + "decorators' generic parameter 'Decoratee'; rename it", at: member.location)
            }
            return
        case .function, .property, .subscript:
            break
        }
        // Only the bytes `Decoratee` spell a generic parameter named so.
        if let clause = member.genericParameters, Byte.occurs("Decoratee", in: clause),
            let generic = member.genericParameterNames.first(where: { $0 == "Decoratee" })
        {
            error(
                "generic parameter '\(generic)' of '\(identity)' clashes with the decorators' generic parameter "
                    + "'Decoratee'; rename it", at: member.location)
        }
        if member.name == "decoratee" || member.name == "concerns" {
            error(
                "requirement '\(member.name)' clashes with the decorators' own '\(member.name)' property; "
                    + "rename the requirement", at: member.location)
        }
        if nonisolatedNeedsSendable && member.modifiers.contains("nonisolated") {
            error(
                "cannot forward nonisolated '\(identity)' of actor-isolated protocol '\(protocolName)': outside the "
                    + "actor the decorator can reach its decoratee only if it is Sendable; add 'Sendable' to "
                    + "'\(protocolName)''s inheritance clause", at: member.location)
        }
        if member.modifiers.contains("optional") {
            error(
                "cannot decorate optional requirement '\(identity)': a decorator cannot tell whether its decoratee "
                    + "implements it; make the requirement non-optional", at: member.location)
        }
        for (parameter, shape) in zip(member.parameters, planned.parameterShapes) {
            if shape.isVariadic {
                error(
                    "cannot forward variadic parameter '\(parameter.name)' of '\(identity)': Swift cannot pass an "
                        + "array on as variadic arguments; declare it as '[\(shape.core)]' instead",
                    at: parameter.location)
            } else if shape.mentionsBareSelf && !(shape.isSelf && !shape.isInout) {
                error(
                    "cannot forward parameter '\(parameter.name)' of '\(identity)' of type '\(parameter.type)': only "
                        + "a plain 'Self' parameter can be unwrapped to the decoratee; use 'Self' or a concrete type",
                    at: parameter.location)
            }
        }
        if let result = member.returnType, TypeShape.mentionsBareSelf(result) {
            let shape = TypeShape(result)
            if !shape.isSelf {
                error(
                    "cannot forward '\(identity)', whose type '\(result)' contains 'Self': a decorator can only "
                        + "wrap a plain 'Self' result; return 'Self' or a concrete type", at: member.location)
            } else if member.isStatic {
                error(
                    "cannot forward static '\(identity)' returning 'Self': a static member has no concerns to wrap "
                        + "the new instance with; return the decoratee's type through an instance member instead",
                    at: member.location)
            } else if member.accessors?.hasSetter == true {
                error(
                    "cannot forward settable '\(identity)' of type 'Self': make it get-only", at: member.location)
            }
        }
        if MemberIdentity.isOperator(member) {
            if !member.isStatic {
                error("operator '\(member.name)' must be 'static' to be decorated", at: member.location)
            } else if !planned.parameterShapes.contains(where: \.isSelf) {
                error(
                    "cannot forward operator '\(identity)': none of its operands is 'Self', so the decorator cannot "
                        + "reach the decoratee's implementation; give it a 'Self' operand or make it a named method",
                    at: member.location)
            }
        }
    }

    // MARK: Values passed on once

    /// A `sending` argument, or a `consuming` one of a noncopyable type, can be passed to the
    /// decoratee only once: such a member is not retried (a warning says so) and not cached.
    private mutating func checkPassedOnce(_ planned: inout PlannedMember) {
        guard planned.parameterShapes.contains(where: { !$0.ownership.isEmpty }) else { return }
        let (member, identity, options) = (planned.member, planned.identity, planned.options)
        let noncopyable = noncopyableNames(of: member)
        let once = planned.parameterShapes.indices.first { position in
            let shape = planned.parameterShapes[position]
            return shape.isSending
                || (shape.ownership.contains("consuming")
                    && shape.identifiers.contains { noncopyable.contains(String($0)) })
        }
        guard let once else { return }
        let parameter = member.parameters[once]
        let key = planned.parameterKeys[once]
        let specifier = planned.parameterShapes[once].isSending ? "sending" : "consuming"
        if options.caching != nil, concerns.contains(.caching) {
            error(
                "'cached' cannot apply to '\(identity)': its '\(specifier)' parameter '\(key)' is given away by "
                    + "the call and cannot also be kept in a cache key; remove 'cached'", at: parameter.location)
        }
        guard concerns.contains(.retry), member.throwsKind.throwsOnItsOwn, !options.noRetry,
            !options.skippedConcerns.contains(.retry)
        else { return }
        warning(
            "'\(identity)' is not retried: its '\(specifier)' parameter '\(key)' can be passed on only once; "
                + "write '// @crosscut(noretry)' above it to say so", at: parameter.location)
        planned.options.noRetry = true
    }

    /// The names that stand for noncopyable types in `member`: its generic parameters declared
    /// `~Copyable` and the target's noncopyable types.
    func noncopyableNames(of member: Member) -> Set<String> {
        TypeShape.noncopyableGenerics(of: member).union(noncopyableTypes)
    }

    // MARK: Options

    private mutating func options(for planned: PlannedMember) -> MemberOptions {
        var options = MemberOptions()
        let member = planned.member
        guard !member.annotations.isEmpty else { return options }
        let parameterKeys = planned.parameterKeys
        for annotation in member.annotations {
            var continuesRedaction = false
            for item in annotation.items {
                // `redact: token, pin` reads as one list: a bare parameter name after `redact:` continues it.
                if continuesRedaction, item.arguments.isEmpty, parameterKeys.contains(item.name) {
                    options.redactedParameters.insert(item.name)
                    continue
                }
                continuesRedaction = item.name == AnnotationGrammar.redact && !item.arguments.isEmpty
                apply(item, to: &options, planned: planned)
            }
        }
        return options
    }

    private mutating func apply(_ item: Annotation.Item, to options: inout MemberOptions, planned: PlannedMember) {
        let (member, identity) = (planned.member, planned.identity)
        switch item.name {
        case AnnotationGrammar.cached:
            options.caching = cachingOption(item, planned: planned)
        case AnnotationGrammar.invalidates:
            rejectArguments(item)
            if member.isStatic {
                error(
                    "'invalidates' cannot apply to static '\(identity)': static members are forwarded untouched",
                    at: item.location)
            } else if member.kind != .function && member.accessors?.hasSetter != true {
                error(
                    "'invalidates' applies to methods and settable properties or subscripts, but '\(identity)' is "
                        + "get-only; remove it, or put it on the member that changes the data", at: item.location)
            } else {
                options.invalidates = true
                requireConcern(.caching, for: item)
            }
        case AnnotationGrammar.redact:
            options.redactedParameters.formUnion(redactedNames(item, planned: planned))
            requireConcern(.logging, for: item)
        case AnnotationGrammar.skip:
            options.skippedConcerns.formUnion(skippedConcerns(item))
        case AnnotationGrammar.noRetry:
            rejectArguments(item)
            options.noRetry = true
            requireConcern(.retry, for: item)
            let throwing =
                member.kind == .function ? member.throwsKind : member.accessors?.getterThrows ?? .none
            if throwing == .none || throwing == .rethrows {
                warning(
                    "'noretry' has no effect: '\(identity)' does not throw on its own, so it is never retried; "
                        + "remove 'noretry'", at: item.location)
            }
        default:
            if let concern = ConcernKind(rawValue: item.name) {
                error(
                    "concern '\(concern.rawValue)' is chosen on the protocol, not on a member; to leave "
                        + "'\(identity)' out of it write 'skip(\(concern.rawValue))'", at: item.location)
            } else {
                let hint = EditDistance.didYouMean(item.name, among: AnnotationGrammar.memberOptions)
                error(
                    "unknown member option '\(item.name)'.\(hint) Member options are "
                        + "\(AnnotationGrammar.memberOptionList)", at: item.location)
            }
        }
    }

    private mutating func rejectArguments(_ item: Annotation.Item) {
        guard let first = item.arguments.first else { return }
        error("'\(item.name)' takes no arguments; write '\(item.name)'", at: first.location)
    }

    private mutating func requireConcern(_ concern: ConcernKind, for item: Annotation.Item) {
        guard !concerns.contains(concern) else { return }
        warning(
            "'\(item.name)' has no effect: '\(protocolName)' is not annotated with '\(concern.rawValue)'; add it to "
                + "the protocol's // @crosscut(...) list, or remove '\(item.name)'", at: item.location)
    }

    private mutating func skippedConcerns(_ item: Annotation.Item) -> Set<ConcernKind> {
        if item.arguments.isEmpty {
            error("'skip' needs the concerns to skip, e.g. 'skip(logging, metrics)'", at: item.location)
        }
        var skipped = Set<ConcernKind>()
        for argument in item.arguments {
            if let concern = ConcernKind(rawValue: argument.value), argument.label == nil {
                skipped.insert(concern)
                if !concerns.contains(concern) {
                    warning(
                        "'skip(\(concern.rawValue))' has no effect: '\(protocolName)' is not annotated with "
                            + "'\(concern.rawValue)'", at: argument.location)
                }
            } else {
                let hint = EditDistance.didYouMean(argument.value, among: AnnotationGrammar.concerns)
                error(
                    "unknown concern '\(argument.value)' in 'skip'.\(hint) Concerns are "
                        + AnnotationGrammar.concernList, at: argument.location)
            }
        }
        return skipped
    }

    // MARK: Redaction

    private mutating func redactedNames(_ item: Annotation.Item, planned: PlannedMember) -> Set<String> {
        let (member, identity) = (planned.member, planned.identity)
        var candidates = planned.parameterKeys
        if member.accessors?.hasSetter == true { candidates.append("newValue") }
        if item.arguments.isEmpty {
            if member.kind == .property && member.accessors?.hasSetter == true { return ["newValue"] }
            let example = candidates.first ?? "parameter"
            error(
                "'redact' needs the parameters to redact, e.g. 'redact: \(example)'", at: item.location)
            return []
        }
        var redacted = Set<String>()
        for argument in item.arguments {
            let name = argument.value.filter { $0 != "`" }
            guard argument.label == nil, candidates.contains(name) else {
                let hint = EditDistance.didYouMean(name, among: candidates)
                let known =
                    candidates.isEmpty ? "it has none" : "its parameters are " + candidates.joined(separator: ", ")
                error(
                    "'redact' names '\(argument.value)', which is not a parameter of '\(identity)' (\(known)).\(hint)",
                    at: argument.location)
                continue
            }
            redacted.insert(name)
        }
        return redacted
    }

    // MARK: Caching

    private mutating func cachingOption(_ item: Annotation.Item, planned: PlannedMember) -> MemberOptions.Caching? {
        let (member, identity) = (planned.member, planned.identity)
        var caching = MemberOptions.Caching()
        var currentLabel: String?
        let parameterKeys = planned.parameterKeys
        for argument in item.arguments {
            let label = argument.label ?? currentLabel
            currentLabel = label
            switch label {
            case "ttl":
                if argument.label == nil || !Self.isSeconds(argument.value) {
                    error(
                        "'ttl' expects a number of seconds, e.g. 'cached(ttl: 300)'; got '\(argument.value)'",
                        at: argument.valueLocation)
                } else {
                    caching.ttlSeconds = argument.value.filter { $0 != "_" }
                }
            case "ignoring":
                let name = argument.value.filter { $0 != "`" }
                if parameterKeys.contains(name) {
                    caching.ignoredParameters.insert(name)
                } else {
                    let hint = EditDistance.didYouMean(name, among: parameterKeys)
                    error(
                        "'ignoring' names '\(argument.value)', which is not a parameter of '\(identity)'.\(hint)",
                        at: argument.location)
                }
            case nil:
                error(
                    "'cached' arguments are labelled: write 'cached(ttl: \(argument.value))' for a TTL in seconds, or "
                        + "'cached(ignoring: \(argument.value))' to leave a parameter out of the key",
                    at: argument.location)
            case let label?:
                let hint = EditDistance.didYouMean(label, among: AnnotationGrammar.cachedArguments)
                error(
                    "unknown 'cached' argument '\(label)'.\(hint) Write 'cached(ttl: seconds, ignoring: parameter)'",
                    at: argument.location)
            }
        }
        requireConcern(.caching, for: item)
        // Without the caching concern nothing is cached, so the key need not be checked.
        guard concerns.contains(.caching) else { return caching }
        guard checkCacheable(member, identity: identity, at: item.location) else { return nil }
        checkKeys(planned, ignoring: caching.ignoredParameters, at: item.location)
        return caching
    }

    private static func isSeconds(_ text: String) -> Bool {
        let digits = text.filter { $0 != "_" }
        guard let value = Double(digits), value >= 0, value.isFinite else { return false }
        return digits.allSatisfy { $0.isNumber || $0 == "." }
    }

    private mutating func checkCacheable(_ member: Member, identity: String, at location: SourceLocation) -> Bool {
        if member.isStatic {
            error(
                "'cached' cannot apply to static '\(identity)': static members are forwarded untouched; remove 'cached'",
                at: location)
            return false
        }
        switch member.kind {
        case .function:
            guard let result = member.nonVoidReturnType else {
                error(
                    "'cached' needs a result to cache, but '\(identity)' returns nothing; remove 'cached', or write "
                        + "'invalidates' if it changes what cached members return", at: location)
                return false
            }
            if member.throwsKind == .rethrows {
                error(
                    "'cached' cannot apply to rethrowing '\(identity)': its closure arguments cannot be part of a "
                        + "cache key; remove 'cached'", at: location)
                return false
            }
            if TypeShape(result).isSelf {
                error("'cached' cannot apply to '\(identity)', which returns 'Self'; remove 'cached'", at: location)
                return false
            }
            let noncopyable = noncopyableNames(of: member)
            if let name = TypeShape(result).identifiers.first(where: { noncopyable.contains(String($0)) }) {
                error(
                    "'cached' cannot apply to '\(identity)': its result holds '\(name)', which is noncopyable, so a "
                        + "cache could not hand it out twice; remove 'cached'", at: location)
                return false
            }
            if member.modifiers.contains("mutating") {
                error(
                    "'cached' cannot apply to mutating '\(identity)': a cached call would skip the mutation; "
                        + "remove 'cached'", at: location)
                return false
            }
        case .property, .subscript:
            if member.accessors?.hasSetter == true {
                error(
                    "'cached' cannot apply to settable '\(identity)': a set would leave a stale cached value; cache "
                        + "a get-only property or subscript, or a method", at: location)
                return false
            }
            if let type = member.returnType, TypeShape(type).isSelf {
                error("'cached' cannot apply to '\(identity)', whose type is 'Self'; remove 'cached'", at: location)
                return false
            }
        case .associatedType, .typealias, .initializer:
            error("'cached' applies to methods, properties and subscripts", at: location)
            return false
        }
        if let result = member.returnType, let reason = nonSendableResultReason(result, of: member) {
            error(
                "'cached' shares results across tasks, so they must be Sendable, but '\(identity)' returns "
                    + "'\(result)': \(reason)", at: location)
            return false
        }
        return true
    }

    private mutating func checkKeys(
        _ planned: PlannedMember, ignoring ignored: Set<String>, at location: SourceLocation
    ) {
        let (member, identity) = (planned.member, planned.identity)
        let genericNames = member.genericParameterNames
        let noncopyable = noncopyableNames(of: member)
        for (position, parameter) in member.parameters.enumerated() {
            let key = planned.parameterKeys[position]
            guard !ignored.contains(key) else { continue }
            let shape = resolvingAliases(planned.parameterShapes[position])
            let exclude = "leave it out of the key with 'cached(ignoring: \(key))'"
            let reason: String?
            if shape.isInout {
                reason = "it is 'inout', and a cached call would skip the mutation; remove 'cached'"
            } else if !shape.ownership.contains("consuming"),  // Reported as passed on once.
                let name = shape.identifiers.first(where: { noncopyable.contains(String($0)) })
            {
                reason = "'\(name)' is noncopyable, and a key keeps a copy; \(exclude)"
            } else if shape.isPack {
                reason = "a parameter pack is not Hashable; \(exclude)"
            } else if shape.isAutoclosure || shape.isFunction || shape.isOptionalFunction {
                reason = "a closure is not Hashable; \(exclude)"
            } else if shape.isTuple {
                reason = "a tuple is not Hashable; pass a Hashable struct instead, or \(exclude)"
            } else if shape.isExistential {
                reason =
                    "an existential ('any') is not Hashable; use a generic 'some P' where P refines Hashable & Sendable, or \(exclude)"
            } else if shape.isMetatype {
                reason = "a metatype is not Hashable; \(exclude)"
            } else if shape.isSelf {
                reason = "the decoratee is not known to be Hashable; \(exclude)"
            } else if shape.isOpaque && !(index.impliesHashable(shape.core) && index.impliesSendable(shape.core)) {
                reason =
                    "'\(shape.core)' is not known to be Hashable and Sendable; write 'some Hashable & Sendable', or \(exclude)"
            } else if let generic = genericNames.first(where: { name in
                shape.identifiers.contains(Substring(name))
                    && !keyConstraintsHold(member.constraints(of: name))
            }) {
                reason =
                    "generic parameter '\(generic)' is not constrained to Hashable and Sendable; write '\(generic): Hashable & Sendable', or \(exclude)"
            } else if !associatedTypes.isEmpty,
                let associated = shape.identifiers.first(where: { name in
                    associatedTypes[String(name)].map { !($0.hashable && $0.sendable) } ?? false
                })
            {
                reason =
                    "associated type '\(associated)' is not constrained to Hashable and Sendable; write 'associatedtype \(associated): Hashable & Sendable', or \(exclude)"
            } else {
                reason = nil
            }
            if let reason {
                error(
                    "parameter '\(key)' of '\(identity)' cannot be part of a cache key: \(reason)",
                    at: parameter.location)
            }
        }
    }

    /// The shape of the type a protocol typealias stands for (`Handler` for `(Int) -> Void`), keeping
    /// the specifiers written at the use; other shapes as they are.
    private func resolvingAliases(_ shape: TypeShape) -> TypeShape {
        let name = shape.core.hasPrefix("Self.") ? String(shape.core.dropFirst(5)) : shape.core
        guard let aliased = typealiases[name] else { return shape }
        let written = (shape.attributes + shape.ownership.sorted()).joined(separator: " ")
        return TypeShape(written + " " + aliased)
    }

    private func keyConstraintsHold(_ constraints: String) -> Bool {
        index.impliesHashable(constraints) && index.impliesSendable(constraints)
    }

    // MARK: Cached results

    /// Why `type`, a cached member's result, cannot be shared across tasks, or `nil` when it is
    /// `Sendable` as far as the source tells (concrete types are taken on trust).
    func nonSendableResultReason(_ type: String, of member: Member) -> String? {
        let shape = resolvingAliases(TypeShape(type))
        if shape.isFunction && !shape.attributes.contains("@Sendable") && !type.contains("@Sendable") {
            return "a closure that is not '@Sendable'; mark it '@Sendable'"
        }
        if shape.isExistential && !index.impliesSendable(shape.core) {
            return "an existential that is not Sendable; write '\(shape.core) & Sendable'"
        }
        for name in member.genericParameterNames
        where shape.identifiers.contains(Substring(name))
            && !index.impliesSendable(member.constraints(of: name))
        {
            return "generic parameter '\(name)' is not constrained to Sendable; write '\(name): Sendable'"
        }
        if !associatedTypes.isEmpty,
            let associated = shape.identifiers.first(where: { associatedTypes[String($0)]?.sendable == false })
        {
            return "associated type '\(associated)' is not constrained to Sendable; write 'associatedtype "
                + "\(associated): Sendable'"
        }
        return nil
    }
}
