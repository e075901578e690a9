#if canImport(Dispatch)
    import Dispatch
#endif

/// Builds a list of lines, to show that result-builder parameters are forwarded.
@resultBuilder
enum LinesBuilder {
    static func buildBlock(_ lines: String...) -> [String] { lines }
}

/// A value-type service: `mutating` requirements make the decorators store `var decoratee`.
// @crosscut(logging, metrics, retry)
protocol Counter {
    var value: Int { get set }
    var peek: Int { mutating get }
    var label: String { get nonmutating set }
    mutating func increment(by amount: Int)
    mutating func reset() throws
    func lines(@LinesBuilder _ content: () -> [String]) -> [String]
}
