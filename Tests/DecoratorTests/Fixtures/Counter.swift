/// A value-type service: `mutating` requirements make the decorators store `var decoratee`.
// @crosscut(logging, metrics, retry)
protocol Counter {
    var value: Int { get set }
    mutating func increment(by amount: Int)
    mutating func reset() throws
}
