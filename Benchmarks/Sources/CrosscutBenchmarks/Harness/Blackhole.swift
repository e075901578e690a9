/// Where benchmark results go so that the optimizer cannot delete the work that made them.
///
/// Every variant returns a checksum of what it computed; the harness passes it to ``consume(_:)``,
/// an opaque function whose effect (a global the program prints at exit) the optimizer must keep.
enum Blackhole {
    nonisolated(unsafe) private static var sink: UInt64 = 0

    /// Keeps `value` alive: the optimizer cannot prove it unused.
    @inline(never)
    static func consume(_ value: UInt64) {
        sink &+= value
    }

    /// Returns `value` unchanged, through a call the optimizer cannot see into, so that a constant
    /// (an iteration count, a configuration) is not folded into the measured loop.
    @inline(never)
    @_optimize(none)
    static func opaque<T>(_ value: T) -> T {
        value
    }

    /// Everything consumed so far; printed at exit, so the sink is observable.
    static var total: UInt64 { sink }
}
