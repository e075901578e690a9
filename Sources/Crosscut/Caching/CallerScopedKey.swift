/// A cached member's key with the caller its result was computed for: what a ``MemberCache``
/// stores results by, so that a result computed for one caller is never served to another.
///
/// The caller is ``Caller/current`` at the call — the whole caller, its roles and claims included,
/// since an implementation may read any of them — or `nil` for a member whose annotation says its
/// result is the same for every caller (`cached(ttl: 300, sameForEveryCaller)`), and for calls
/// made with nobody calling.
@usableFromInline
struct CallerScopedKey<Arguments: Hashable & Sendable>: Hashable, Sendable {
    /// Whom the result was computed for.
    @usableFromInline var caller: Caller?
    /// The member's arguments: its one argument, or a generated struct of them.
    @usableFromInline var arguments: Arguments

    @inlinable
    init(caller: Caller?, arguments: Arguments) {
        self.caller = caller
        self.arguments = arguments
    }
}
