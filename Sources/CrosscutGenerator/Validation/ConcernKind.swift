/// A concern the generator can emit a decorator for, in canonical order (outermost first).
///
/// Mirrors the runtime's `Concern`; the generator does not link the runtime.
enum ConcernKind: String, CaseIterable, Comparable, Sendable {
    case logging, metrics, caching, retry

    static func < (lhs: ConcernKind, rhs: ConcernKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
