/// Checks one requirement: that a decorator can forward it, and that its annotations make sense.
struct MemberValidator {
    /// The annotated protocol's name, for messages.
    let protocolName: String
    /// The concerns the protocol's annotation chose.
    let concerns: Set<ConcernKind>
    /// `true` when the protocol is isolated to a global actor but not `Sendable`: a `nonisolated`
    /// member could not reach the decoratee.
    var nonisolatedNeedsSendable = false
    private(set) var diagnostics: [Diagnostic] = []

    init(protocolName: String, concerns: Set<ConcernKind>) {
        self.protocolName = protocolName
        self.concerns = concerns
    }

    /// Names a decorator uses for its own purposes inside member bodies; parameters so named are
    /// renamed inside the decorator.
    static let reservedLocals: Set<String> = [
        "start", "result", "error", "concerns", "decoratee", "newValue", "hasher",
    ]

    /// Checks `member` and returns its plan, or `nil` when it cannot be decorated.
    mutating func plan(_ member: Member, identity: String) -> PlannedMember? {
        let errorsBefore = errorCount
        checkShape(member, identity: identity)
        let options = self.options(for: member, identity: identity)
        guard errorCount == errorsBefore else { return nil }
        return PlannedMember(
            member: member, identity: identity, options: options, parameterNames: Self.internalNames(member))
    }

    private var errorCount: Int { diagnostics.count { $0.severity == .error } }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
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

    static func internalNames(_ member: Member) -> [String] {
        member.parameters.enumerated().map { index, parameter in
            if parameter.name == "_" { return "argument\(index + 1)" }
            let bare = parameter.name.filter { $0 != "`" }
            return reservedLocals.contains(bare) ? bare + "Argument" : parameter.name
        }
    }

    // MARK: Shapes

    private mutating func checkShape(_ member: Member, identity: String) {
        let isStatic = member.modifiers.contains("static") || member.modifiers.contains("class")
        switch member.kind {
        case .initializer:
            error(
                "cannot decorate initializer requirement '\(identity)' of '\(protocolName)': a decorator wraps an "
                    + "instance that already exists. Move it to a factory protocol, e.g. 'protocol \(protocolName)Factory "
                    + "{ func make(\(Self.parameterText(member))) -> any \(protocolName) }', and annotate that instead",
                at: member.location)
            return
        case .associatedType, .typealias:
            return
        case .function, .property, .subscript:
            break
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
        for parameter in member.parameters {
            let shape = TypeShape(parameter.type)
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
            } else if isStatic {
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
            if !isStatic {
                error("operator '\(member.name)' must be 'static' to be decorated", at: member.location)
            } else if !member.parameters.contains(where: { TypeShape($0.type).isSelf }) {
                error(
                    "cannot forward operator '\(identity)': none of its operands is 'Self', so the decorator cannot "
                        + "reach the decoratee's implementation; give it a 'Self' operand or make it a named method",
                    at: member.location)
            }
        }
    }

    // MARK: Options

    private mutating func options(for member: Member, identity: String) -> MemberOptions {
        var options = MemberOptions()
        let parameterKeys = zip(member.parameters, Self.internalNames(member)).map {
            MemberForwarding.logKey(parameter: $0, internalName: $1)
        }
        for annotation in member.annotations {
            var continuesRedaction = false
            for item in annotation.items {
                // `redact: token, pin` reads as one list: a bare parameter name after `redact:` continues it.
                if continuesRedaction, item.arguments.isEmpty, parameterKeys.contains(item.name) {
                    options.redactedParameters.insert(item.name)
                    continue
                }
                continuesRedaction = item.name == AnnotationGrammar.redact && !item.arguments.isEmpty
                apply(item, to: &options, member: member, identity: identity)
            }
        }
        return options
    }

    private mutating func apply(
        _ item: Annotation.Item, to options: inout MemberOptions, member: Member, identity: String
    ) {
        switch item.name {
        case AnnotationGrammar.cached:
            options.caching = cachingOption(item, member: member, identity: identity)
        case AnnotationGrammar.invalidates:
            rejectArguments(item)
            if isStatic(member) {
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
            options.redactedParameters.formUnion(redactedNames(item, member: member, identity: identity))
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

    private func isStatic(_ member: Member) -> Bool {
        member.modifiers.contains("static") || member.modifiers.contains("class")
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

    private mutating func redactedNames(_ item: Annotation.Item, member: Member, identity: String) -> Set<String> {
        let names = Self.internalNames(member)
        var candidates = zip(member.parameters, names).map { MemberForwarding.logKey(parameter: $0, internalName: $1) }
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

    private mutating func cachingOption(
        _ item: Annotation.Item, member: Member, identity: String
    ) -> MemberOptions.Caching? {
        var caching = MemberOptions.Caching()
        var currentLabel: String?
        let names = Self.internalNames(member)
        let parameterKeys = zip(member.parameters, names).map {
            MemberForwarding.logKey(parameter: $0, internalName: $1)
        }
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
        checkKeys(member, identity: identity, ignoring: caching.ignoredParameters, at: item.location)
        return caching
    }

    private static func isSeconds(_ text: String) -> Bool {
        let digits = text.filter { $0 != "_" }
        guard let value = Double(digits), value >= 0, value.isFinite else { return false }
        return digits.allSatisfy { $0.isNumber || $0 == "." }
    }

    private mutating func checkCacheable(_ member: Member, identity: String, at location: SourceLocation) -> Bool {
        if isStatic(member) {
            error(
                "'cached' cannot apply to static '\(identity)': static members are forwarded untouched; remove 'cached'",
                at: location)
            return false
        }
        switch member.kind {
        case .function:
            guard let result = member.returnType, !MemberForwarding.isVoid(result) else {
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
        return true
    }

    private mutating func checkKeys(
        _ member: Member, identity: String, ignoring ignored: Set<String>, at location: SourceLocation
    ) {
        let names = Self.internalNames(member)
        let genericText = (member.genericParameters ?? "") + " " + (member.whereClause ?? "")
        let genericNames = Self.genericParameterNames(member.genericParameters)
        for (parameter, name) in zip(member.parameters, names) {
            let key = MemberForwarding.logKey(parameter: parameter, internalName: name)
            guard !ignored.contains(key) else { continue }
            let shape = TypeShape(parameter.type)
            let exclude = "leave it out of the key with 'cached(ignoring: \(key))'"
            let reason: String?
            if shape.isInout {
                reason = "it is 'inout', and a cached call would skip the mutation; remove 'cached'"
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
            } else if shape.isOpaque && !shape.core.contains("Hashable") {
                reason = "'\(shape.core)' is not known to be Hashable; write 'some Hashable & Sendable', or \(exclude)"
            } else if let generic = genericNames.first(where: { shape.identifiers.contains(Substring($0)) }),
                !genericText.contains("Hashable")
            {
                reason =
                    "generic parameter '\(generic)' is not constrained to Hashable; write '\(generic): Hashable & Sendable', or \(exclude)"
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

    static func genericParameterNames(_ clause: String?) -> [String] {
        guard let clause else { return [] }
        var names: [String] = []
        var depth = 0
        var current = ""
        var atStart = true
        for character in clause {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                atStart = true
                current = ""
                continue
            default: break
            }
            guard atStart, depth == 0 else { continue }
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                let word = current
                current = ""
                atStart = word == "each"
                if !atStart { names.append(word) }
            }
        }
        if atStart, !current.isEmpty { names.append(current) }
        return names
    }
}
