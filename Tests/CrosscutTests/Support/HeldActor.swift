import Dispatch

/// An actor whose jobs run on a serial queue the test can hold: a task resumed on it while it is
/// held stays suspended, whatever else happens to it, until the test releases it.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
actor HeldActor {
    private final class Executor: SerialExecutor {
        let queue = DispatchQueue(label: "crosscut-tests.held-actor")

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let executor = asUnownedSerialExecutor()
            queue.async { job.runSynchronously(on: executor) }
        }
    }

    private nonisolated let executor = Executor()

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Runs `body` on this actor.
    func run<Value: Sendable>(_ body: @Sendable (isolated HeldActor) async throws -> Value) async rethrows -> Value {
        try await body(self)
    }

    /// Lets the job running on the actor, if any, reach its next suspension, then holds every later
    /// one. Each hold must be released.
    nonisolated func hold() {
        executor.queue.sync { executor.queue.suspend() }
    }

    /// Runs the jobs held, and those to come.
    nonisolated func release() {
        executor.queue.resume()
    }
}
