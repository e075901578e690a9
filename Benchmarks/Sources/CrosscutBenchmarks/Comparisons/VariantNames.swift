/// Names of variants that several comparisons have.
enum VariantNames {
    static let direct = "direct call"
    /// The whole generated stack, `decorated(with:)`, with only the measured concern on.
    static let decorated = "Crosscut decorated(with:)"
}
