import Crosscut
import Foundation
import Hummingbird

/// Where a call Crosscut's validation refuses becomes the client's mistake: a 400 whose JSON body
/// lists every violation of the call, `{"violations": [{"subject": "symbol", "constraint": …,
/// "message": …}]}`. A violation never quotes an argument, so the body holds no secret.
public struct InvalidArgumentsMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let invalid as InvalidArguments {
            return try Self.answer(to: invalid)
        }
    }

    /// What the body of a 400 holds.
    public struct Body: Codable, Sendable {
        public var violations: [Violation]
    }

    private static func answer(to invalid: InvalidArguments) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = try encoder.encode(Body(violations: invalid.violations))
        return Response(
            status: .badRequest, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
