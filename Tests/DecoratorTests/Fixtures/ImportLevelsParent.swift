public import Foundation

/// A parent whose requirement names a type of a module that its child's file does not import.
public protocol Dating {
    func now() -> Date
}

/// A public declaration that needs `public import Foundation`, while `Receipts` does not: the
/// decorators' file must not import Foundation publicly for nothing (the compiler warns).
public struct Receipt: Sendable {
    public var issued: Date
}

// @crosscut(logging)
public protocol Receipts {
    func count() -> Int
}
