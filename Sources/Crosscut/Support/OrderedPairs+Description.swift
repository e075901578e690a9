extension OrderedPairs: CustomStringConvertible {
    /// The pairs in order, as a dictionary literal writes them: `["reason": sleep, "age": 34]`.
    public var description: String {
        guard !isEmpty else { return "[:]" }
        return "[" + map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "]"
    }
}
