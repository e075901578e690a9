enum DecoratorSuite {
    static func comparisons() -> [Comparison] { [] }
}
