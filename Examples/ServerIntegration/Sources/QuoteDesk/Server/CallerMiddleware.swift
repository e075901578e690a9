import Crosscut
import Hummingbird

/// Where the server learns who is calling: each request runs as the ``Caller`` its bearer token
/// stands for, or as nobody, and a call Crosscut refuses answers 401 when nobody is calling and
/// 403 when the caller may not make it.
public struct CallerMiddleware<Context: RequestContext>: RouterMiddleware {
    private let tokens: BearerTokens

    /// Authenticates requests by `tokens`.
    public init(tokens: BearerTokens) {
        self.tokens = tokens
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await Caller.with(tokens.caller(of: request)) { try await next(request, context) }
        } catch let denied as AccessDenied {
            throw Self.answer(to: denied)
        }
    }

    /// The HTTP error a refused call answers.
    private static func answer(to denied: AccessDenied) -> HTTPError {
        switch denied.reason {
        case .noCaller: HTTPError(.unauthorized, headers: [.wwwAuthenticate: "Bearer"])
        case .notPermitted: HTTPError(.forbidden)
        }
    }
}
