/// The regexes of `matches` constraints, each built at its first check and kept for the life of
/// the process, so that a validating decorator does not build a regex, and compile its program,
/// at every call.
///
/// Kept by spelling: one spelling is one regex, and the spellings are the annotations' own, so the
/// set is as small as the source. A `Regex` is not `Sendable`, but the program it compiles on its
/// first match is published atomically, so one regex may match on many threads at once.
@usableFromInline
enum BuiltRegexes {
    private struct Spelling: Hashable {
        let text: String
        let output: ObjectIdentifier
    }

    private static let regexes = Locked<[Spelling: Any]>([:])

    /// The regex spelled `spelling`, built by `build` the first time it is asked for.
    @usableFromInline
    static func regex<Output>(spelled spelling: String, build: () -> Regex<Output>) -> Regex<Output> {
        let key = Spelling(text: spelling, output: ObjectIdentifier(Output.self))
        if let built = regexes.withLock({ $0[key] }) as? Regex<Output> { return built }
        let regex = build()
        regexes.withLock { regexes in
            if regexes[key] == nil { regexes[key] = regex }
        }
        return regex
    }
}
