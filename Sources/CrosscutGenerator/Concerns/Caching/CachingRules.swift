/// The caching concern's rules: its member options `cached(ttl:ignoring:shared:version:)` and
/// `invalidates`, which members can be cached, and a `caching` protocol with nothing marked `cached`.
struct CachingRules: ConcernRules {
    /// `cached`, `cached(ttl: 300)`: results are cached for the TTL in seconds (by default, the
    /// cache's); `cached(ttl: 60, ignoring: handler, locale)` leaves parameters out of the key;
    /// `cached(ttl: 300, shared, version: 2)` also keeps them in the store every instance shares
    /// (``SharedCacheRules``); `cached(ttl: 300, sameForEveryCaller)` shares one result between
    /// callers, who otherwise each get their own. For methods and get-only properties and
    /// subscripts with a result.
    static let cached = MemberOption(
        name: "cached", grammar: "cached(ttl: seconds, ignoring: parameter, shared, version: n, sameForEveryCaller)",
        orderInMessages: 10,
        needsNoncopyableTypes: true, read: readCached)
    /// `invalidates`: a successful call clears the service's cached results. For methods and
    /// settable properties and subscripts.
    static let invalidates = MemberOption(
        name: "invalidates", grammar: "invalidates", orderInMessages: 20, read: readInvalidates)

    var memberOptions: [MemberOption] { [Self.cached, Self.invalidates] }

    /// The flag of `cached(ttl: 300, sameForEveryCaller)`.
    private static let sameForEveryCallerFlag = "sameForEveryCaller"

    /// The labels `cached(...)` takes.
    private static let cachedLabels = ["ttl", "ignoring", "version"]

    private static func readCached(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        var cached = cachedArguments(of: item, for: planned, reportingTo: &sink)
        cached.errorLocation = item.location
        context.requireConcern(.caching, for: item, reportingTo: &sink)
        // Without the caching concern nothing is cached, so the key need not be checked.
        guard context.concerns.contains(.caching) else {
            options.caching.cached = cached
            return
        }
        guard
            isCacheable(planned.member, identity: planned.identity, in: context, at: item.location, reportingTo: &sink)
        else {
            options.caching.cached = nil
            return
        }
        CachedValueRules.checkKeys(of: planned, ignoring: cached.ignoredParameters, in: context, reportingTo: &sink)
        if cached.shared != nil, let shared = item.arguments.first(where: SharedCacheRules.isSharedFlag) {
            SharedCacheRules.checkMember(
                planned, ignoring: cached.ignoredParameters, at: shared.location, reportingTo: &sink)
        }
        options.caching.cached = cached
    }

    /// The TTL, the parameters left out of the key and the sharing that
    /// `cached(ttl: 60, ignoring: handler, shared, version: 2)` gives.
    private static func cachedArguments(
        of item: Annotation.Item, for planned: PlannedMember, reportingTo sink: inout DiagnosticSink
    ) -> CachingOptions.Cached {
        var caching = CachingOptions.Cached()
        var currentLabel: String?
        var sharedFlag: Annotation.Argument?
        var version: (value: Int, argument: Annotation.Argument)?
        for argument in item.arguments {
            // A flag ends an `ignoring:` list, unless it names a parameter there.
            let isFlag = currentLabel != "ignoring" || !planned.parameterKeys.contains(argument.value)
            if SharedCacheRules.isSharedFlag(argument), isFlag {
                sharedFlag = argument
                currentLabel = nil
                continue
            }
            if argument.label == nil, argument.value == sameForEveryCallerFlag, isFlag {
                caching.sameForEveryCaller = true
                currentLabel = nil
                continue
            }
            let label = argument.label ?? currentLabel
            currentLabel = label
            switch label {
            case "ttl":
                if argument.label != nil, let seconds = SecondsLiteral.parse(argument.value, allowsZero: true) {
                    caching.ttlSeconds = seconds
                } else {
                    sink.error(
                        "'ttl' expects a number of seconds, e.g. 'cached(ttl: 300)'; got '\(argument.value)'",
                        at: argument.valueLocation)
                }
            case "ignoring":
                let name = argument.value.filter { $0 != "`" }
                if planned.parameterKeys.contains(name) {
                    caching.ignoredParameters.insert(name)
                } else {
                    let hint = EditDistance.didYouMean(name, among: planned.parameterKeys)
                    sink.error(
                        "'ignoring' names '\(argument.value)', which is not a parameter of '\(planned.identity)'.\(hint)",
                        at: argument.location)
                }
            case "version":
                if argument.label != nil, let number = Int(argument.value), number > 0 {
                    version = (number, argument)
                } else {
                    sink.error(
                        "'version' expects a positive whole number, e.g. 'cached(ttl: 300, shared, version: 2)'; got "
                            + "'\(argument.value)'", at: argument.valueLocation)
                }
            case nil:
                sink.error(
                    "'cached' arguments are labelled: write 'cached(ttl: \(argument.value))' for a TTL in seconds, or "
                        + "'cached(ignoring: \(argument.value))' to leave a parameter out of the key",
                    at: argument.location)
            case let label?:
                let hint = EditDistance.didYouMean(label, among: cachedLabels)
                sink.error(
                    "unknown 'cached' argument '\(label)'.\(hint) Write '\(cached.grammar)'", at: argument.location)
            }
        }
        caching.shared = SharedCacheRules.sharing(
            flag: sharedFlag, version: version, ttlSeconds: caching.ttlSeconds, reportingTo: &sink)
        return caching
    }

    private static func readInvalidates(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        let (member, identity) = (planned.member, planned.identity)
        MemberOptionReader.rejectArguments(of: item, reportingTo: &sink)
        if member.isStatic {
            sink.error(
                "'invalidates' cannot apply to static '\(identity)': static members are forwarded untouched",
                at: item.location)
        } else if member.kind != .function && member.accessors?.hasSetter != true {
            sink.error(
                "'invalidates' applies to methods and settable properties or subscripts, but '\(identity)' is "
                    + "get-only; remove it, or put it on the member that changes the data", at: item.location)
        } else {
            options.caching.invalidates = true
            context.requireConcern(.caching, for: item, reportingTo: &sink)
        }
    }

    /// A member marked `cached` whose ``PassedOnceParameter`` the call gives away cannot also keep it in a key.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        guard planned.options.caching.cached != nil, let once = PassedOnceParameter(of: planned, in: context)
        else { return }
        sink.error(
            "'cached' cannot apply to '\(planned.identity)': its '\(once.specifier)' parameter '\(once.key)' is given "
                + "away by the call and cannot also be kept in a cache key; remove 'cached'",
            at: once.parameter.location)
    }

    /// Warns when the protocol chose `caching` but marked no member `cached`.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {
        warnOfNoEffect(
            .caching, on: decl, annotation: annotation, items: items,
            unlessAnyMember: { $0.options.caching.cached != nil }, noMember: "is marked 'cached'",
            fix: "write '// @crosscut(cached(ttl: 60))' above the members whose results may be reused",
            reportingTo: &sink)
        SharedCacheRules.warnOfLocalInvalidations(in: items, reportingTo: &sink)
    }

    /// Whether `member` has a result a cache can keep and hand out again, reporting why not.
    private static func isCacheable(
        _ member: Member, identity: String, in context: ProtocolContext, at location: SourceLocation,
        reportingTo sink: inout DiagnosticSink
    ) -> Bool {
        if member.isStatic {
            sink.error(
                "'cached' cannot apply to static '\(identity)': static members are forwarded untouched; remove 'cached'",
                at: location)
            return false
        }
        switch member.kind {
        case .function:
            guard member.nonVoidReturnType != nil else {
                sink.error(
                    "'cached' needs a result to cache, but '\(identity)' returns nothing; remove 'cached', or write "
                        + "'invalidates' if it changes what cached members return", at: location)
                return false
            }
            if member.throwsKind == .rethrows {
                sink.error(
                    "'cached' cannot apply to rethrowing '\(identity)': its closure arguments cannot be part of a "
                        + "cache key; remove 'cached'", at: location)
                return false
            }
            if member.resultShape?.isSelf == true {
                sink.error(
                    "'cached' cannot apply to '\(identity)', which returns 'Self'; remove 'cached'", at: location)
                return false
            }
            let noncopyable = context.noncopyableNames(of: member)
            if let name = member.resultShape?.identifiers.first(where: noncopyable.contains) {
                sink.error(
                    "'cached' cannot apply to '\(identity)': its result holds '\(name)', which is noncopyable, so a "
                        + "cache could not hand it out twice; remove 'cached'", at: location)
                return false
            }
            if member.has(.mutating) {
                sink.error(
                    "'cached' cannot apply to mutating '\(identity)': a cached call would skip the mutation; "
                        + "remove 'cached'", at: location)
                return false
            }
        case .property, .subscript:
            if member.accessors?.hasSetter == true {
                sink.error(
                    "'cached' cannot apply to settable '\(identity)': a set would leave a stale cached value; cache "
                        + "a get-only property or subscript, or a method", at: location)
                return false
            }
            if member.resultShape?.isSelf == true {
                sink.error(
                    "'cached' cannot apply to '\(identity)', whose type is 'Self'; remove 'cached'", at: location)
                return false
            }
        case .associatedType, .typealias, .initializer:
            sink.error("'cached' applies to methods, properties and subscripts", at: location)
            return false
        }
        if let result = member.returnType, let shape = member.resultShape,
            let reason = CachedValueRules.nonSendableResultReason(shape, of: member, in: context)
        {
            sink.error(
                "'cached' shares results across tasks, so they must be Sendable, but '\(identity)' returns "
                    + "'\(result)': \(reason)", at: location)
            return false
        }
        return true
    }
}
