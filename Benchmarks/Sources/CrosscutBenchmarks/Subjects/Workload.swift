/// The measured loops: one per member, generic so that each variant gets its own specialized copy,
/// each call depending on the previous result so that calls neither overlap nor fold away.
enum Workload {
    static func combine<Service: Calculator>(_ service: Service, iterations: Int) -> UInt64 {
        var accumulator = 0
        for index in 0..<iterations {
            accumulator &+= service.combine(index, with: accumulator & 1023)
        }
        return UInt64(truncatingIfNeeded: accumulator)
    }

    static func checked<Service: Calculator>(_ service: Service, iterations: Int) -> UInt64 {
        var accumulator = 0
        for index in 0..<iterations {
            accumulator &+= (try? service.checked(index &+ accumulator & 1023)) ?? -1
        }
        return UInt64(truncatingIfNeeded: accumulator)
    }

    static func fetch<Service: Calculator>(_ service: Service, iterations: Int) async -> UInt64 {
        var accumulator = 0
        for index in 0..<iterations {
            accumulator &+= (try? await service.fetch(index &+ accumulator & 1023)) ?? -1
        }
        return UInt64(truncatingIfNeeded: accumulator)
    }

    /// Sixteen distinct arguments, so that after the first sixteen calls every call is a cache hit.
    static func square<Service: Calculator>(_ service: Service, iterations: Int) -> UInt64 {
        var accumulator = 0
        for index in 0..<iterations {
            accumulator &+= service.square((index &+ accumulator) & 15)
        }
        return UInt64(truncatingIfNeeded: accumulator)
    }
}

extension Workload {
    // A variant's `run`: one loop over `service`, which reaches the loop through an opaque call so
    // that the optimizer specializes the decorators as in an app but cannot fold their set-up
    // into the loop.

    static func combining<Service: Calculator>(_ service: Service) -> @Sendable (Int) async -> UInt64 {
        let service = Blackhole.opaque(service)
        return { iterations in combine(service, iterations: iterations) }
    }

    static func checking<Service: Calculator>(_ service: Service) -> @Sendable (Int) async -> UInt64 {
        let service = Blackhole.opaque(service)
        return { iterations in checked(service, iterations: iterations) }
    }

    static func fetching<Service: Calculator>(_ service: Service) -> @Sendable (Int) async -> UInt64 {
        let service = Blackhole.opaque(service)
        return { iterations in await fetch(service, iterations: iterations) }
    }

    static func squaring<Service: Calculator>(_ service: Service) -> @Sendable (Int) async -> UInt64 {
        let service = Blackhole.opaque(service)
        return { iterations in square(service, iterations: iterations) }
    }
}
