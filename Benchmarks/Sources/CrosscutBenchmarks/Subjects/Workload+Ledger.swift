import Crosscut

extension Workload {
    /// The measured loop over a ledger, as `checked(_:iterations:)` is over a calculator.
    static func balance<Service: Ledger>(_ service: Service, iterations: Int) -> UInt64 {
        var accumulator = 0
        for index in 0..<iterations {
            accumulator &+= (try? service.balance(of: index &+ accumulator & 1023)) ?? -1
        }
        return UInt64(truncatingIfNeeded: accumulator)
    }

    /// A variant's `run`: the loop over `service` with `caller` as the current caller, set once
    /// around the loop as a request handler sets it around a request.
    static func balancing<Service: Ledger>(_ service: Service, as caller: Caller) -> @Sendable (Int) async -> UInt64 {
        let service = Blackhole.opaque(service)
        return { iterations in Caller.with(caller) { balance(service, iterations: iterations) } }
    }
}
