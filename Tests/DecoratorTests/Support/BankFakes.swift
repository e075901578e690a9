import Crosscut
import CrosscutTesting

/// A bank whose every call records its name and then waits at its gate: `gate` by default, or the
/// gate `gates` give the call's name.
struct GatedBank: Payments, BankLedger, BankStatements {
    let calls = Locked<[String]>([])
    let gate: TestGate
    var gates: [String: TestGate] = [:]

    init(gate: TestGate = TestGate(), gates: [String: TestGate] = [:]) {
        self.gate = gate
        self.gates = gates
    }

    private func call(_ name: String) async -> String {
        calls.withLock { $0.append(name) }
        await (gates[name] ?? gate).wait()
        return name
    }

    func charge(_ cents: Int) async throws -> String { await call("charge \(cents)") }
    func refund(_ cents: Int) async throws -> String { await call("refund \(cents)") }
    func post(_ entry: String) async throws -> String { await call("post \(entry)") }
    func statement(for month: Int) async throws -> String { await call("statement \(month)") }

    /// How many calls reached the bank.
    var callCount: Int { calls.withLock(\.count) }
}
