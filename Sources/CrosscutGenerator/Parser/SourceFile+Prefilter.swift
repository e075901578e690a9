/// Cheap byte searches that let the pipeline skip files before lexing them.
extension SourceFile {
    /// Whether the text contains `@crosscut` anywhere (a file without it has nothing to decorate).
    ///
    /// ```swift
    /// let files = sources.filter { $0.containsAnnotation() }
    /// ```
    public func containsAnnotation() -> Bool {
        Byte.occurs("@crosscut", in: text)
    }

    /// Whether the text contains `protocol` anywhere (a file without it declares no protocol).
    public func mentionsProtocol() -> Bool {
        Byte.occurs("protocol", in: text)
    }
}
