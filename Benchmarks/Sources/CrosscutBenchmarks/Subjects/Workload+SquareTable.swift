extension Workload {
    /// The measured loop over a square table's `member`, as `square(_:iterations:)` is over a
    /// calculator: sixteen distinct arguments, each call depending on the previous result.
    static func lookUp<Table: SquareTable>(
        _ table: Table, _ member: @escaping @Sendable (Table, Int) async throws -> Int
    ) -> @Sendable (Int) async -> UInt64 {
        let table = Blackhole.opaque(table)
        return { iterations in
            var accumulator = 0
            for index in 0..<iterations {
                accumulator &+= (try? await member(table, (index &+ accumulator) & 15)) ?? -1
            }
            return UInt64(truncatingIfNeeded: accumulator)
        }
    }
}
