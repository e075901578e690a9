import Crosscut
import Hummingbird

/// Who each bearer token stands for: a small table here, an identity provider in production.
public struct BearerTokens: Sendable {
    private let callers: [String: Caller]

    /// The tokens and the callers they stand for.
    public init(_ callers: [String: Caller]) {
        self.callers = callers
    }

    /// The caller whose token `request` bears (`Authorization: Bearer <token>`), or `nil` when it
    /// bears none or one the table does not know.
    public func caller(of request: Request) -> Caller? {
        let scheme = "Bearer "
        guard let header = request.headers[.authorization], header.hasPrefix(scheme) else { return nil }
        return callers[String(header.dropFirst(scheme.count))]
    }
}
