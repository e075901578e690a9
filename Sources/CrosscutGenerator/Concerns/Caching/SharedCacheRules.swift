/// The rules of `cached(ttl: 300, shared)`: a member whose results are also kept in the store every
/// instance of the service shares (`Crosscut.SharedMemberCache`). The shared tier is read with
/// `await`, keeps results for a set time, and stores one key and result type per member, encoded;
/// an `invalidates` member that cannot `await` clears this instance's results only.
enum SharedCacheRules {
    /// Whether `argument` is the unlabelled `shared` of `cached(ttl: 300, shared)`.
    static func isSharedFlag(_ argument: Annotation.Argument) -> Bool {
        argument.label == nil && argument.value == "shared"
    }

    /// The sharing that the `shared` flag and `version:` of a `cached` option give, reporting a
    /// `shared` without a TTL and a `version` without `shared`.
    static func sharing(
        flag: Annotation.Argument?, version: (value: Int, argument: Annotation.Argument)?, ttlSeconds: String?,
        reportingTo sink: inout DiagnosticSink
    ) -> CachingOptions.Cached.Shared? {
        guard let flag else {
            if let version {
                sink.error(
                    "'version' applies to results shared across instances; write 'cached(ttl: 300, shared, version: "
                        + "\(version.value))', or remove 'version'", at: version.argument.location)
            }
            return nil
        }
        if ttlSeconds == nil {
            sink.error(
                "'shared' needs a TTL: the shared store keeps results for a set time; write 'cached(ttl: 300, "
                    + "shared)'", at: flag.location)
        }
        return CachingOptions.Cached.Shared(version: version?.value ?? 1)
    }

    /// Reports why `planned`, marked `shared` at `location`, cannot share its results: a
    /// synchronous member cannot `await` the store, and the store needs one key and result type
    /// per member, which a generic member, a `some` argument or result, or `@available` types
    /// do not give (its decorator keeps a `Crosscut.GenericMemberCache`).
    static func checkMember(
        _ planned: PlannedMember, ignoring ignored: Set<String>, at location: SourceLocation,
        reportingTo sink: inout DiagnosticSink
    ) {
        let (member, identity) = (planned.member, planned.identity)
        let cannot = "'shared' cannot apply to"
        if !member.callIsAsync {
            sink.error(
                "\(cannot) synchronous '\(identity)': the shared store is read with 'await'; make it async, or "
                    + "remove 'shared'", at: location)
        } else if !member.genericParameterNames.isEmpty {
            sink.error(
                "\(cannot) generic '\(identity)': the shared store keeps one key and result type per member; "
                    + "remove 'shared'", at: location)
        } else if let key = opaqueKey(of: planned, ignoring: ignored) {
            sink.error(
                "\(cannot) '\(identity)': the type of its 'some' parameter '\(key)' has no name to encode the key "
                    + "with; take a concrete type, write 'ignoring: \(key)', or remove 'shared'", at: location)
        } else if let result = member.returnType, CachedMember.mentionsOpaque(result) {
            sink.error(
                "\(cannot) '\(identity)': its result '\(result)' has no type name to decode it with; return a "
                    + "concrete type, or remove 'shared'", at: location)
        } else if member.attributes.contains(where: { $0.hasPrefix("@available") }) {
            sink.error(
                "\(cannot) '\(identity)': its '@available' attribute keeps the decorator from storing its key and "
                    + "result types; remove 'shared'", at: location)
        }
    }

    /// The first parameter in `planned`'s key whose type is opaque, `some P`.
    private static func opaqueKey(of planned: PlannedMember, ignoring ignored: Set<String>) -> String? {
        zip(planned.parameterKeys, planned.member.parameters).first { key, parameter in
            !ignored.contains(key) && parameter.shape.isOpaque
        }?.0
    }

    /// Warns at each synchronous `invalidates` of a protocol with a shared member: it clears this
    /// instance's cached results, and the other instances keep theirs.
    static func warnOfLocalInvalidations(in items: [PlannedItem], reportingTo sink: inout DiagnosticSink) {
        guard items.containsMember(where: { $0.options.caching.cached?.shared != nil }) else { return }
        items.forEachMember { planned in
            guard planned.options.caching.invalidates, !(planned.member.kind == .function && planned.member.isAsync)
            else { return }
            let fix =
                planned.member.kind == .function
                ? "make it async to clear the shared store too"
                : "a setter cannot be async; invalidate through an async method to clear the shared store too"
            let location =
                planned.member.annotations.lazy.flatMap(\.items).first { $0.name == "invalidates" }?.location
                ?? planned.member.location
            sink.warning(
                "synchronous '\(planned.identity)' clears this instance's cached results only: the other instances "
                    + "keep the shared results until their TTL ends; \(fix)", at: location)
        }
    }
}
