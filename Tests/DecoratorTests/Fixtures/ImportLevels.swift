// No import: the decorators of `Stamping` import Foundation because the file of its parent does.

/// Public, with a parent from another file whose requirement names Foundation's `Date`.
// @crosscut(logging, metrics)
public protocol Stamping: Dating {
    func stamp(_ label: String) -> String
}

/// Visible to the package only: its decorators import the runtime with `package import`.
// @crosscut(logging)
package protocol PackageCounter {
    func next() -> Int
}
