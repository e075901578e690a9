import Crosscut

/// A recorder that implements only `increment` and `record`, writing each call to `calls`: what a
/// custom recorder that knows nothing of handles receives.
final class SpyRecorder: MetricsRecorder {
    let calls = Locked<[String]>([])

    func increment(_ name: String, by amount: Int, dimensions: Dimensions) {
        calls.withLock { $0.append("increment \(name) \(amount) \(Self.describe(dimensions))") }
    }

    func record(_ name: String, duration: Duration, dimensions: Dimensions) {
        calls.withLock { $0.append("record \(name) \(duration) \(Self.describe(dimensions))") }
    }

    private static func describe(_ dimensions: Dimensions) -> String {
        dimensions.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }
}
