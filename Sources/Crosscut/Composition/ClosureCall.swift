/// The concerns of one decorated closure, resolved when it is decorated: the layers of those it
/// gets, nested in canonical order, outermost first (``Concern/closureConcerns``). Each layer calls
/// the helper the generated decorators call, so a closure is traced, logged, measured, retried,
/// broken and timed out as a protocol's member is.
struct ClosureCall: Sendable {
    /// The layers, outermost first.
    private let layers: [any ClosureLayer]

    /// The concerns `decorator` gives a closure of `shape`, after warning of those it cannot take; `nil`
    /// when none is left.
    init?(_ decorator: ClosureDecorator, shape: ClosureShape) {
        let (service, member) = Self.call(named: decorator.name, fileID: decorator.fileID)
        let site = ClosureSite(decorator: decorator, service: service, member: member, shape: shape)
        var layers: [any ClosureLayer] = []
        for plugIn in Concern.closureConcerns where decorator.requested.contains(plugIn.concern) {
            switch plugIn.layer(for: site) {
            case .success(let layer):
                layers.append(layer)
                decorator.concerns.noteDecorator(of: plugIn.concern)
            case .failure(let refusal): Self.warn(of: refusal, by: decorator)
            }
        }
        guard !layers.isEmpty else { return nil }
        self.layers = layers
    }

    /// The service and member of a closure `name`d `Owner.action`: split at the last dot, or, without
    /// one, the module that `fileID` names and the name.
    private static func call(named name: String, fileID: String) -> (service: String, member: String) {
        guard let dot = name.lastIndex(of: ".") else { return (ServiceName(name, fileID: fileID).module, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// Logs `refusal` as a `.warning` event while logging is enabled.
    private static func warn(of refusal: ClosureRefusal, by decorator: ClosureDecorator) {
        guard decorator.concerns.isEnabled(.logging) else { return }
        decorator.concerns.logger.log(
            .warning, "\(decorator.name) \(refusal.outcome)", ["reason": .string(refusal.reason)])
    }

    /// Runs `body` through every layer.
    func run<R, Failure: Error>(_ body: () throws(Failure) -> R) throws(Failure) -> R {
        try run(from: 0, body)
    }

    /// Runs `body` through every layer, on the caller's isolation.
    func run<R, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        try await run(from: 0, isolation: isolation, body)
    }

    /// Runs `body` through the layers from `index` in.
    private func run<R, Failure: Error>(from index: Int, _ body: () throws(Failure) -> R) throws(Failure) -> R {
        guard index < layers.count else { return try body() }
        return try layers[index].call { () throws(Failure) -> R in try run(from: index + 1, body) }
    }

    /// Runs `body` through the layers from `index` in, on the caller's isolation.
    private func run<R, Failure: Error>(
        from index: Int,
        isolation: isolated (any Actor)?,
        _ body: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        guard index < layers.count else { return try await body() }
        return try await layers[index].call(isolation: isolation) { () async throws(Failure) -> R in
            try await run(from: index + 1, isolation: isolation, body)
        }
    }
}
