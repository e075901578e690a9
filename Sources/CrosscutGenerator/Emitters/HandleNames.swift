/// The names of a decorator's handle properties (``ConcernHandle``): each invocation's identity in
/// lower camel case with the handle's suffix — `sessions(for:)` → `sessionsForMetrics`,
/// `count.setter` → `countSetterMetrics`, `load(_: Int)` → `loadIntMetrics` — numbered where two
/// would meet or one would meet a member, a parameter or the decorator's own `decoratee` and
/// `concerns`.
enum HandleNames {
    /// The names of the handles of `invocations`, in order, clear of `members`' names and of the
    /// invocations' parameters.
    static func names(of invocations: [(Invocation, ConcernHandle)], avoiding members: [String]) -> [String] {
        var taken = takenNames(by: invocations, members: members)
        return invocations.map { invocation, handle in
            let name = unique(camelCased(invocation.identity) + handle.suffix, avoiding: taken)
            taken.insert(name)
            return name
        }
    }

    /// The name of the one property `shared` is kept in for all of `invocations`: its suffix in lower
    /// camel case (`breaker`), numbered where it would meet a member, a parameter or the
    /// decorator's own `decoratee` and `concerns`.
    static func sharedName(
        of shared: ConcernHandle, among invocations: [(Invocation, ConcernHandle)], avoiding members: [String]
    ) -> String {
        unique(
            shared.suffix.prefix(1).lowercased() + shared.suffix.dropFirst(),
            avoiding: takenNames(by: invocations, members: members))
    }

    /// The names a handle may not take: `members`, the invocations' parameters, `decoratee` and `concerns`.
    private static func takenNames(by invocations: [(Invocation, ConcernHandle)], members: [String]) -> Set<String> {
        var taken = Set(members).union(["decoratee", "concerns"])
        for (invocation, _) in invocations {
            for argument in invocation.arguments { taken.insert(argument.name) }
        }
        return taken
    }

    /// `base`, or `base` numbered from 2 until it is not `taken`.
    private static func unique(_ base: String, avoiding taken: Set<String>) -> String {
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// The words of `identity` — runs of letters, digits and underscores — joined in lower camel
    /// case, lone underscores left out.
    static func camelCased(_ identity: String) -> String {
        var result = ""
        for word in TextPiece.pieces(of: identity).compactMap(\.word) where word.contains(where: { $0 != "_" }) {
            result += result.isEmpty ? word : word.prefix(1).uppercased() + word.dropFirst()
        }
        return result
    }
}
