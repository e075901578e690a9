/// Suggestions for misspelt names, by edit distance (insertions, deletions, substitutions and
/// swaps of neighbours each cost one).
enum EditDistance {
    /// The edit distance between `a` and `b`.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The candidate closest to `name`, if it is close enough to be what was meant.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let limit = max(1, min(3, name.count / 3 + 1))
        let scored = candidates.map { ($0, between(name, $0)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// ` Did you mean 'x'?` or an empty string.
    static func didYouMean(_ name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }
}
