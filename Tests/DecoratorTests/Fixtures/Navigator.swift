/// A main-actor protocol: decorators are main-actor isolated too; `nonisolated` members stay so.
// @crosscut(logging, metrics)
@MainActor
protocol Navigator: Sendable {
    func show(_ screen: String)
    func back() async
    nonisolated func identifier() -> String
}
