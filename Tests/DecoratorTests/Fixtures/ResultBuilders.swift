/// A result builder of the test target's own, named as builders usually are.
@resultBuilder
enum SentenceBuilder {
    static func buildBlock(_ words: String...) -> String { words.joined(separator: " ") }
}

/// A result builder whose name does not say it is one: only its declaration does. Its expressions
/// are lines and its result their list, so a forwarding body it applied to would not compile.
@resultBuilder
enum Lines {
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildBlock(_ lines: [String]...) -> [String] { lines.flatMap { $0 } }
}

/// Result builders on requirements, which the decorators' members do not repeat, and on a
/// parameter, which they do.
// @crosscut(logging)
protocol Letter {
    @SentenceBuilder func greeting(for name: String) -> String
    @Lines var body: [String] { get }
    @Lines static func footer() -> [String]
    func quoting(@SentenceBuilder _ sentence: () -> String) -> String
}
