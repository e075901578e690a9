/// Who is calling: an identifier and the roles and claims an ``AccessPolicy`` reads.
///
/// The app sets the caller where it learns who the user is — a request handler, a login screen —
/// and every call made inside, in the same task and its child tasks, is authorized for it. It
/// lives in task-local storage: it follows structured concurrency and never reaches a detached task
/// it was not given to.
///
/// ```swift
/// let caller = Caller(id: "user-42", roles: ["orders.read"])
/// let orders = try await Caller.with(caller) { try await service.orders() }
/// ```
public struct Caller: Sendable, Hashable, CustomStringConvertible {
    /// Identifies the caller, for example a user's id; never logged by Crosscut.
    public var id: String
    /// The roles the caller holds; by default, a permission a caller's roles include is granted.
    public var roles: Set<String>
    /// Anything else a policy reads: a tenant, a subscription, a scope.
    public var claims: [String: String]

    /// Creates a caller.
    public init(id: String, roles: Set<String> = [], claims: [String: String] = [:]) {
        self.id = id
        self.roles = roles
        self.claims = claims
    }

    /// The caller of the current task, or `nil` when nobody is calling. With the
    /// `DistributedTracing` trait, a task that has none of its own reads the one its
    /// `ServiceContext` carries.
    public static var current: Caller? {
        #if DistributedTracing
            taskLocal ?? inServiceContext
        #else
            taskLocal
        #endif
    }

    /// Runs `operation` with `caller` as the ``current`` caller, in this task and its child tasks;
    /// with the `DistributedTracing` trait, the current `ServiceContext` carries it too.
    public static func with<Result, Failure: Error>(
        _ caller: Caller?,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        // `withValue` rethrows untyped: the operation's outcome crosses it as a value.
        let outcome = await bound(caller, isolation: isolation) { () async -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try await operation()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// The synchronous form of ``with(_:isolation:_:)``.
    public static func with<Result, Failure: Error>(
        _ caller: Caller?,
        _ operation: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome = bound(caller) { () -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try operation()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Runs `operation` with `caller` bound in task-local storage, and in the `ServiceContext` with
    /// the `DistributedTracing` trait.
    private static func bound<Outcome>(
        _ caller: Caller?, isolation: isolated (any Actor)?, _ operation: () async -> Outcome
    ) async -> Outcome {
        #if DistributedTracing
            await inServiceContext(caller, isolation: isolation) {
                await $taskLocal.withValue(caller, operation: operation, isolation: isolation)
            }
        #else
            await $taskLocal.withValue(caller, operation: operation, isolation: isolation)
        #endif
    }

    /// The synchronous form of ``bound(_:isolation:_:)``.
    private static func bound<Outcome>(_ caller: Caller?, _ operation: () -> Outcome) -> Outcome {
        #if DistributedTracing
            inServiceContext(caller) { $taskLocal.withValue(caller, operation: operation) }
        #else
            $taskLocal.withValue(caller, operation: operation)
        #endif
    }

    @TaskLocal private static var taskLocal: Caller?

    /// `Caller(user-42, roles: orders.read)`: the id and roles, not the claims.
    public var description: String {
        "Caller(\(id), roles: \(roles.sorted().joined(separator: ", ")))"
    }
}
