extension Workload {
    /// The measured loop over an enrollment, every call valid: ages from 13 to 76, sessions from 1
    /// to 64 minutes.
    static func enroll<Service: Enrollment>(_ service: Service, iterations: Int) -> UInt64 {
        var accumulator = 0
        for index in 0..<iterations {
            let varying = (index &+ accumulator) & 63
            accumulator &+= (try? service.enroll(age: 13 &+ varying, minutes: 1 &+ varying)) ?? -1
        }
        return UInt64(truncatingIfNeeded: accumulator)
    }

    /// A variant's `run`: the loop over `service`, which reaches it through an opaque call.
    static func enrolling<Service: Enrollment>(_ service: Service) -> @Sendable (Int) async -> UInt64 {
        let service = Blackhole.opaque(service)
        return { iterations in enroll(service, iterations: iterations) }
    }
}
