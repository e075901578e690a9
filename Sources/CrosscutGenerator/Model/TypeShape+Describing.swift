extension TypeShape {
    /// The types whose values `EventValue(describing:)` settles when the decorator is compiled:
    /// logged as they are, never looked into at run time for secrets they hold.
    private static let describedAsTheyAre: Set<String> = [
        "String", "Substring", "Character", "Bool", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// Whether a logged value of this type is written as it is (`Int`, `String?`, `Swift.Bool`),
    /// rather than described with what it holds of secrets redacted at run time (a struct's
    /// `password` property, a dictionary's `"Authorization"` value, a URL's password).
    var isDescribedAsItIs: Bool {
        var core = Substring(core)
        while core.hasSuffix("?") || core.hasSuffix("!") { core = core.dropLast() }
        if core.hasPrefix("Swift.") { core = core.dropFirst("Swift.".count) }
        return Self.describedAsTheyAre.contains(String(core))
    }
}
