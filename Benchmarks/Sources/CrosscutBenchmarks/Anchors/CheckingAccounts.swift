import Crosscut

/// The ledger with its permission checked by hand at the top of the method, as a team writes it
/// without a decorator: the current caller must hold `ledger.read`, under the same rule as
/// `AccessPolicy.rolesIncludePermission`.
struct CheckingAccounts: Ledger {
    @inline(never)
    func balance(of account: Int) throws -> Int {
        guard let caller = Caller.current else {
            throw AccessDenied(.noCaller, call: "Ledger.balance(of:)", permission: "ledger.read")
        }
        guard caller.roles.contains("ledger.read") else {
            throw AccessDenied(.notPermitted, call: "Ledger.balance(of:)", permission: "ledger.read")
        }
        return account &* 7 &+ 1
    }
}
