import CrosscutGenerator
import Testing

/// The file generated for `source`, the file `/app/A.swift`, through the whole pipeline, for `output`
/// (the build-tool plugin's, by default); expects no error and exactly one generated file.
func generatedFile(
    from source: String, for output: Generator.Output = .rebuiltByEveryBuild,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
    let result = Generator(output: output).generate([SourceFile(path: "/app/A.swift", text: source)])
    // A snippet may draw a warning that is beside its point (a concern with no effect on a
    // protocol of one member), never an error.
    #expect(result.diagnostics.filter { $0.severity != .warning } == [], sourceLocation: sourceLocation)
    #expect(result.files.count == 1, sourceLocation: sourceLocation)
    return result.files.first?.contents ?? ""
}

/// The first declaration of `text` whose line starts with `head` after its indentation: with the doc
/// comment and attributes above it, through the line that closes its braces (or `#if`) at its
/// indentation; `""` when no line starts so.
func declaration(_ head: String, in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let headIndex = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(head) }) else { return "" }
    let indentation = String(lines[headIndex].prefix { $0 == " " })
    var start = headIndex
    while start > 0, lines[start - 1].hasPrefix(indentation + "///") || lines[start - 1].hasPrefix(indentation + "@") {
        start -= 1
    }
    let closing = head.hasPrefix("#if") ? indentation + "#endif" : indentation + "}"
    let opens = head.hasPrefix("#if") || lines[headIndex].hasSuffix("{")
    let end = opens ? lines[headIndex...].firstIndex { $0 == closing } ?? headIndex : headIndex
    return lines[start...end].joined(separator: "\n")
}
