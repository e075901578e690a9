extension ConcernDescription {
    /// Validation: before each call, the arguments are checked against the member's constraints
    /// (`validate(age: 13...120)`) and the rules of the types that check themselves, every violation
    /// reported in one `InvalidArguments`; a result with constraints is checked after the call. After
    /// authorization, so that a caller who may not call learns nothing of the rules; before caching, so
    /// that an invalid call never reaches the cache or the service.
    static let validation = ConcernDescription(
        name: "validation", runtimeSwitch: "validation", decoratorPrefix: "Validating",
        helperName: "withValidation",
        summary:
            "Refuses a call whose arguments break the member's constraints or their own rules, every violation at "
            + "once, before it reaches the decoratee; checks a constrained result after it.",
        runtimePart: "logger and metrics", rules: ValidationRules(), emitter: ValidationEmitter())
}

/// What a member's `validate(...)` annotations and its parameters' types ask of the validating
/// decorator.
struct ValidationOptions: ConcernOptions {
    /// The constraints on each parameter, by its key (``Member/parameterKeys``), in the order written.
    var constraints: [String: [Constraint]] = [:]
    /// The constraints on the result, `returns: nonEmpty`.
    var resultConstraints: [Constraint] = []
    /// The keys of the parameters whose arguments may check themselves (``ConstrainedType``).
    var cascaded: Set<String> = []

    /// Whether the decorator checks anything of the member.
    var checksAnything: Bool { !constraints.isEmpty || !resultConstraints.isEmpty || !cascaded.isEmpty }
}

extension MemberOptions {
    /// What the member asks of the validating decorator.
    var validation: ValidationOptions {
        get { self[ValidationOptions.self] }
        set { self[ValidationOptions.self] = newValue }
    }
}
