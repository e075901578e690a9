/// A module's public top-level name: a type, protocol, typealias, macro, global function or
/// variable. Two modules that declare one name make it "ambiguous for type lookup" in a file that
/// imports both.
struct PublicName: Hashable, Comparable, CustomStringConvertible {
    var name: String
    var module: String

    var description: String { "\(module).\(name)" }

    static func < (lhs: PublicName, rhs: PublicName) -> Bool {
        (lhs.name, lhs.module) < (rhs.name, rhs.module)
    }
}
