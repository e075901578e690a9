extension CodeWriter {
    /// The directive that has the compiler report the lines after it at `location`'s line.
    static func sourceLocationDirective(_ location: SourceLocation) -> String {
        "#sourceLocation(file: \(location.file.quoted), line: \(location.line))"
    }

    /// Writes `write`'s lines so that the compiler reports their errors at `location`'s line, the
    /// annotation that asked for them: between a `#sourceLocation` directive and the one that ends
    /// it. Writes them as they are when `location` is `nil` or the writer does not point errors at
    /// annotations.
    mutating func reportingErrors(at location: SourceLocation?, _ write: (inout CodeWriter) -> Void) {
        guard let location, pointsErrorsAtAnnotations else {
            write(&self)
            return
        }
        line(Self.sourceLocationDirective(location))
        write(&self)
        line("#sourceLocation()")
    }
}
