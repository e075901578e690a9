/// Protocols used as types without `any`, as Swift 5 code writes them: the decorators spell them
/// `any` (a metatype `P.Type` as `any P.Type`), so that they compile without a warning under `ExistentialAny` too.
protocol EventHandler: Sendable {
    func handle(_ event: String)
}

// @crosscut(logging, metrics, retry)
protocol HandlerRegistry: Sendable {
    func handler(named name: String) throws -> EventHandler
    func register(_ handler: EventHandler, fallback: EventHandler?) throws
    func lastFailure() -> Error?
    func handlers(for names: [String]) -> [String: EventHandler]
    static func validate(_ type: EventHandler.Type, fallback: EventHandler.Type?) throws
}
