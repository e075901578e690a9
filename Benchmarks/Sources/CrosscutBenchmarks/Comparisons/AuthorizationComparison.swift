import Crosscut

/// An allowed call through Crosscut's generated authorizing decorator, against the same check
/// written by hand at the top of the method and against the direct call, which checks nothing.
enum AuthorizationComparison {
    static let crosscut = "Crosscut AuthorizingLedger"
    static let byHand = "check by hand"

    static func make() -> Comparison {
        let caller = Caller(id: "teller-1", roles: ["ledger.read"])
        let concerns = Fixtures.concerns(enabled: [.authorization])
        return Comparison(
            id: "authorization",
            title: "Authorization: an allowed call",
            note: "`balance(of:)` throws but is never denied: the current caller, set around the loop, holds "
                + "`ledger.read` under `AccessPolicy.rolesIncludePermission`, which reads no arguments. By hand: the "
                + "same check at the top of the method. Targets: \(crosscut) within 200 instructions of the \(byHand) "
                + "(`\(Reproduce.instructions)`), no allocation.",
            variants: [
                Variant.direct(Workload.balancing(Accounts(), as: caller)),
                Variant(
                    crosscut, run: Workload.balancing(AuthorizingLedger(Accounts(), concerns: concerns), as: caller)),
                Variant(byHand, run: Workload.balancing(CheckingAccounts(), as: caller)),
            ],
            references: [byHand],
            targets: [
                .instructions(crosscut, "≤ the \(byHand) + 200 instructions"), .noAllocation(crosscut),
            ]
        )
    }
}
