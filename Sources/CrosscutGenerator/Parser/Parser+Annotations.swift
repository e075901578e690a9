/// Attaching `// @crosscut(...)` comments to the declarations they stand before.
extension Parser {
    /// Parses the annotation comments that start within `lower..<upper` (byte offsets) and marks them used.
    /// A comment that trails the previous declaration's last line (code before it on its line, and
    /// before `declarationStart`) belongs to no declaration.
    mutating func takeAnnotations(after lower: Int, before upper: Int, declarationStart: Int) -> [Annotation] {
        var low = 0
        var high = annotationTokens.count
        while low < high {
            let middle = (low + high) / 2
            if annotationTokens[middle].start < lower {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var annotations: [Annotation] = []
        var position = low
        while position < annotationTokens.count && annotationTokens[position].start < upper {
            let token = annotationTokens[position]
            if !annotationUsed[position] && (token.isAtLineStart || token.start > declarationStart) {
                annotationUsed[position] = true
                let parsed = AnnotationParser.parse(token, in: bytes, file: file)
                record(parsed.diagnostics)
                if let annotation = parsed.annotation { annotations.append(annotation) }
            }
            position += 1
        }
        return annotations
    }

    /// Warns about annotations that stand before nothing they could apply to (and checks their syntax).
    mutating func reportUnattachedAnnotations() {
        for (position, token) in annotationTokens.enumerated() where !annotationUsed[position] {
            let parsed = AnnotationParser.parse(token, in: bytes, file: file)
            record(parsed.diagnostics)
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "'// @crosscut' annotation is not attached to a protocol or a protocol requirement and has no "
                        + "effect; put it on the line directly before 'protocol' or the requirement",
                    at: AnnotationParser.markerLocation(of: token, in: bytes, file: file)))
        }
    }
}
