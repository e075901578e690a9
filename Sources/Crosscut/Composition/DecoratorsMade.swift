import CrosscutAtomics

/// Which parts of a ``Concerns`` the decorators made with it read, and whether the first call a
/// concern acted on has said the parts none reads: shared by the concerns and their copies, as
/// ``NoticesSaid`` is. A call reads only whether the parts were said, lock-free.
@usableFromInline
final class DecoratorsMade: @unchecked Sendable {
    /// The bits (``Concerns/Part/bit``) of the parts read so far.
    let partsReadBits: UnsafeMutablePointer<crosscut_atomic_int>
    /// 1 once a call has said the parts no decorator reads.
    @usableFromInline let isCheckedFlag: UnsafeMutablePointer<crosscut_atomic_int>

    init() {
        partsReadBits = .allocate(capacity: 1)
        crosscut_atomic_init(partsReadBits, 0)
        isCheckedFlag = .allocate(capacity: 1)
        crosscut_atomic_init(isCheckedFlag, 0)
    }

    deinit {
        partsReadBits.deallocate()
        isCheckedFlag.deallocate()
    }

    /// The parts read so far.
    var partsRead: Set<Concerns.Part> {
        let bits = crosscut_atomic_load(partsReadBits)
        return Set(Concerns.Part.allCases.filter { bits & $0.bit != 0 })
    }

    /// Counts `part` as read.
    func read(_ part: Concerns.Part) {
        crosscut_atomic_fetch_or(partsReadBits, part.bit)
    }

    /// Whether a call has said the parts no decorator reads: one atomic load.
    @inlinable
    var isChecked: Bool { crosscut_atomic_load(isCheckedFlag) != 0 }

    /// Whether this is the first call to ask, which says the parts; from then on ``isChecked``.
    func isFirstCheck() -> Bool {
        crosscut_atomic_exchange(isCheckedFlag, 1) == 0
    }
}
