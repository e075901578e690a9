extension Concern {
    /// Retries failed calls under ``Concerns/retryStrategy``.
    @inlinable public static var retry: Concern { Concern(name: "retry", number: 4) }
}
