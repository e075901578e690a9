import Crosscut
import Hummingbird

/// Where a call that a concurrency limit refused becomes the server's answer to being overloaded:
/// 503 Service Unavailable, saying which limit was full, so that the client (or its load balancer)
/// tries again later or elsewhere rather than waiting on a dependency that is already saturated.
public struct OverloadMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let refused as ConcurrencyLimitExceeded {
            throw HTTPError(.serviceUnavailable, message: "\(refused)")
        }
    }
}
