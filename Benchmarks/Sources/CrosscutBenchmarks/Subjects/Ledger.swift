/// The service the authorization benchmark wraps: one throwing member that needs a permission. The
/// plugin generates `AuthorizingLedger` and `decorated(with:)` for it, exactly as it would in an app.
// @crosscut(authorization(requires: "ledger.read"))
protocol Ledger: Sendable {
    /// An account's balance: what the authorizing decorator adds to an allowed call.
    func balance(of account: Int) throws -> Int
}

/// The undecorated ledger. Its member is not inlined, as a real service's work would not be.
struct Accounts: Ledger {
    @inline(never)
    func balance(of account: Int) throws -> Int { account &* 7 &+ 1 }
}
