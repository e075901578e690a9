/// A value that is never logged in clear: wherever Crosscut describes it — an argument, a property
/// or element of one, an error — it is written `<redacted>`, whatever its name.
///
/// Conform the types that are secrets whatever they are called:
///
/// ```swift
/// struct SigningSeed: AlwaysRedacted {
///     var bytes: [UInt8]
/// }
/// ```
public protocol AlwaysRedacted {}
