/// The rule for inherited protocols the generator cannot see (declared outside the input files).
///
/// - `AnyObject` (and the old `class`): decorators are final classes.
/// - `Sendable`, `Copyable`, `Escapable`, `SendableMetatype`: markers without requirements;
///   decorators conform through the protocol.
/// - `Equatable`, `Hashable`, `CustomStringConvertible`, `CustomDebugStringConvertible`:
///   decorators implement them by forwarding to the decoratee.
/// - `Actor`, `AnyActor`, `DistributedActor`: a struct or class cannot conform — diagnosed.
/// - anything else: an error naming the protocol, since its requirements are unknown and the
///   decorator would not compile. Declare the parent in the same target (its file is found and
///   read) or fold its requirements into the annotated protocol.
enum KnownProtocols {
    enum Kind: Equatable {
        case classBound
        case marker
        case standard(StandardProtocol)
        case actor
    }

    static func kind(of name: String) -> Kind? {
        let plain = name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
        switch plain {
        case "AnyObject", "class": return .classBound
        case "Sendable", "Copyable", "Escapable", "SendableMetatype": return .marker
        case "Actor", "AnyActor", "DistributedActor", "_Concurrency.Actor": return .actor
        default: return StandardProtocol(rawValue: plain).map(Kind.standard)
        }
    }

    /// The names listed in the unseen-protocol message.
    static let handledList =
        "AnyObject, Sendable, Equatable, Hashable, CustomStringConvertible, CustomDebugStringConvertible"
}
