import CrosscutAtomics

/// Which parts of a ``Concerns`` the decorators made with it read: shared by the concerns and their
/// copies, as ``NoticesSaid`` is, and written lock-free as each decorator is made.
final class DecoratorsMade: @unchecked Sendable {
    /// The bits (``Concerns/Part/bit``) of the parts read so far.
    private let partsReadBits: UnsafeMutablePointer<crosscut_atomic_int>

    init() {
        partsReadBits = .allocate(capacity: 1)
        crosscut_atomic_init(partsReadBits, 0)
    }

    deinit { partsReadBits.deallocate() }

    /// The parts read so far.
    var partsRead: Set<Concerns.Part> {
        let bits = crosscut_atomic_load(partsReadBits)
        return Set(Concerns.Part.allCases.filter { bits & $0.bit != 0 })
    }

    /// Counts `part` as read.
    func read(_ part: Concerns.Part) {
        crosscut_atomic_fetch_or(partsReadBits, part.bit)
    }
}
