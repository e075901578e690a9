import AllocationCounter

/// Allocations per call, counted by the `AllocationCounter` target's replacement of malloc and
/// its siblings, not read from code.
///
/// A variant runs `iterations` and then `2 × iterations` calls, several times; the difference of
/// the two smallest counts, divided by `iterations`, is what one call allocates: whatever a run
/// allocates once (its set-up, a lazily made buffer) cancels, and so does an allocation by another
/// thread that happens to fall into one run.
enum AllocationCount {
    /// Whether this build counts allocations (glibc only).
    static var isAvailable: Bool { allocation_counter_is_available() }

    /// Allocations per call of `variant`, or `nil` where allocations are not counted.
    static func perCall(_ variant: Variant, iterations: Int = 1_000, repetitions: Int = 3) async -> Double? {
        guard isAvailable else { return nil }
        // A first run outside the counts: lazily made state (metadata, a cache's first entries).
        variant.reset()
        Blackhole.consume(await variant.run(iterations))
        var single = UInt64.max
        var double = UInt64.max
        for _ in 0..<repetitions {
            single = min(single, await count(variant, iterations: iterations))
            double = min(double, await count(variant, iterations: 2 * iterations))
        }
        return Double(Int64(double) - Int64(single)) / Double(iterations)
    }

    private static func count(_ variant: Variant, iterations: Int) async -> UInt64 {
        variant.reset()
        let count = Blackhole.opaque(iterations)
        allocation_counter_start()
        let checksum = await variant.run(count)
        let allocations = allocation_counter_stop()
        Blackhole.consume(checksum)
        return allocations
    }
}
