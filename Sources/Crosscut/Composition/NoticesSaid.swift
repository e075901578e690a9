/// The notices a ``Concerns`` has given about how it is set up, so that each is said once, not for
/// every decorator made with it: shared by the concerns and their copies.
final class NoticesSaid: Sendable {
    private let said = Locked<Set<String>>([])

    /// Whether the notice named `name` has not been said yet; it counts as said from now on.
    func isFirst(_ name: String) -> Bool {
        said.withLock { $0.insert(name).inserted }
    }
}
