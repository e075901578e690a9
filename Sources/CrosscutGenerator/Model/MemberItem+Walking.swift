extension [MemberItem] {
    /// Calls `body` with every member, inside `#if` blocks too, in source order.
    func forEachMember(_ body: (Member) -> Void) {
        for item in self {
            switch item {
            case .member(let member): body(member)
            case .conditional(let block): for clause in block.clauses { clause.items.forEachMember(body) }
            }
        }
    }
}
