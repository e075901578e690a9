/// The cheap byte search that lets the pipeline skip files before lexing them.
extension SourceFile {
    /// Whether the text contains `@crosscut` anywhere (a file without it has nothing to decorate), or
    /// a near miss of it that the lexer warns of (`@Crosscut`).
    ///
    /// ```swift
    /// let files = sources.filter { $0.containsAnnotation() }
    /// ```
    public func containsAnnotation() -> Bool {
        var text = text
        return text.withUTF8(AnnotationMarker.occurs(in:))
    }
}
