/// Runs a ``Comparison``'s variants in interleaved rounds (A B C, B C A, C A B, ...) so that noise
/// from the machine hits them alike, and keeps every round's time per call.
struct RoundRunner: Sendable {
    /// How many rounds each variant runs.
    var rounds = 15
    /// About how long one variant's round lasts.
    var roundTarget: Duration = .milliseconds(20)

    private let clock = ContinuousClock()

    func measure(_ comparison: Comparison) async -> [Measurement] {
        var measurements: [Measurement] = []
        for variant in comparison.variants {
            measurements.append(Measurement(variant: variant, iterations: await calibrate(variant)))
        }
        for round in 0..<rounds {
            for offset in measurements.indices {
                let index = (round + offset) % measurements.count
                let iterations = measurements[index].iterations
                let (wall, processor) = await time(measurements[index].variant, iterations: iterations)
                measurements[index].nanosecondsPerCall.append(wall / Double(iterations))
                measurements[index].processorNanosecondsPerCall.append(processor / Double(iterations))
            }
        }
        return measurements
    }

    /// The iteration count that makes one round last about ``roundTarget``: doubles from 1 until a
    /// run takes a tenth of the target, then scales.
    private func calibrate(_ variant: Variant) async -> Int {
        let target = Self.nanoseconds(roundTarget)
        var iterations = 1
        while true {
            let (elapsed, _) = await time(variant, iterations: iterations)
            if elapsed >= target / 10 || iterations >= 1 << 40 {
                return max(1, Int(Double(iterations) * target / max(elapsed, 1)))
            }
            iterations *= 2
        }
    }

    /// The wall-clock and processor nanoseconds `iterations` iterations of `variant` take; only
    /// `run` is timed.
    private func time(_ variant: Variant, iterations: Int) async -> (wall: Double, processor: Double) {
        variant.reset()
        let count = Blackhole.opaque(iterations)
        let processorStart = ProcessorTime.nanoseconds()
        let start = clock.now
        let checksum = await variant.run(count)
        let elapsed = start.duration(to: clock.now)
        let processor = ProcessorTime.nanoseconds() - processorStart
        Blackhole.consume(checksum)
        return (Self.nanoseconds(elapsed), processor)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    }
}
