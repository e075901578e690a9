extension Concern {
    /// Counts and times each call: ``MetricsRecorder/recordCall(service:member:outcome:duration:fileID:)``.
    @inlinable public static var metrics: Concern { Concern(name: "metrics", number: 2) }
}
