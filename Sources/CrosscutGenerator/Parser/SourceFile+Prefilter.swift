/// The cheap byte search that lets the pipeline skip files before lexing them.
extension SourceFile {
    /// Whether the text contains `@crosscut` anywhere (a file without it has nothing to decorate).
    ///
    /// ```swift
    /// let files = sources.filter { $0.containsAnnotation() }
    /// ```
    public func containsAnnotation() -> Bool {
        FixedWord("@crosscut").occurs(in: text)
    }
}
