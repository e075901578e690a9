/// The comment above a decorator member that names the member options that shaped it for one
/// concern, as the annotation wrote them, and where: `// Shaped by 'cached(ttl: 300, ignoring: apiKey)'
/// at Weather.swift:12.`, or `// Forwarded untouched, as 'skip(retry)' at Weather.swift:14 asks.` A reader of the generated code sees why a member behaves as it does
/// without searching the sources.
enum OptionProvenance {
    /// The comment for the member annotated with `annotations`, in `concern`'s decorator, or `nil`
    /// when none of their items is the concern's (its member options, or a `skip` that names it).
    static func comment(for annotations: [Annotation], concern: ConcernDescription) -> String? {
        let names = Set(concern.rules.memberOptions.map(\.name))
        let items = annotations.flatMap(\.items).filter { item in
            names.contains(item.name)
                || (item.name == MemberOptionReader.skip.name && item.arguments.contains { $0.value == concern.name })
        }
        guard let first = items.first else { return nil }
        let spelled = items.map { "'\(spelling(of: $0))'" }.joined(separator: ", ")
        let place = first.location.fileAndLine
        let skips = items.contains { $0.name == MemberOptionReader.skip.name }
        return skips
            ? "// Forwarded untouched, as \(spelled) at \(place) asks." : "// Shaped by \(spelled) at \(place)."
    }

    /// `cached(ttl: 300)`, `redact: token, pin`, `invalidates`: the item as the grammar writes it.
    private static func spelling(of item: Annotation.Item) -> String {
        guard !item.arguments.isEmpty else { return item.name }
        if AnnotationGrammar.memberOption(named: item.name)?.takesParameterList == true {
            return item.name + ": " + item.arguments.map(\.value).joined(separator: ", ")
        }
        let arguments = item.arguments.map { argument in
            argument.label.map { "\($0): " + argument.value } ?? argument.value
        }
        return item.name + "(" + arguments.joined(separator: ", ") + ")"
    }
}
