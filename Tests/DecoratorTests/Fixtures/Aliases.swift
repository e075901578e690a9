/// A composition of known protocols, as a parent of ``Badge``.
typealias Shareable = Sendable & Hashable

/// A marker under another name, as a parent of ``Badge``.
typealias SendableType = SendableMetatype
