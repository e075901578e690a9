/// What a protocol's logging decorator writes of each member's arguments: which in clear, which
/// redacted and why, which not at all. `crosscut inspect --arguments` prints it, so that a reviewer
/// sees where a secret could go without reading generated code.
public struct LoggedArguments: Hashable, Sendable {
    /// The annotated protocol's name.
    public var protocolName: String
    /// Where the protocol is declared.
    public var location: SourceLocation
    /// Its members (its parents' too) that take arguments or can be set, in declaration order.
    public var members: [Member]

    /// One requirement and its arguments.
    public struct Member: Hashable, Sendable {
        /// The requirement as events name it: `signIn(email:password:)`.
        public var identity: String
        /// Where it is declared.
        public var location: SourceLocation
        /// Its arguments as events name them, a setter's `newValue` last.
        public var arguments: [Argument]
    }

    /// One argument and what its event field holds.
    public struct Argument: Hashable, Sendable {
        /// The field's name: the parameter's name, `argument2` for an unnamed second one, `newValue`.
        public var name: String
        /// What the field holds.
        public var logging: Logging
    }

    /// What an event holds of an argument.
    public enum Logging: Hashable, Sendable {
        /// The value as it is: a string, a number, a flag.
        case inClear
        /// The value as it describes itself, with what it holds of secrets redacted at run time: a
        /// property or dictionary key named as one, a URL's password, an `AlwaysRedacted` value.
        case describedWithSecretsRedacted
        /// The value redacted, and why: `its name says 'password'`.
        case redacted(because: String)
        /// No value, and why: a closure, a pack, a `sending` or noncopyable value, a skipped member.
        case notLogged(because: String)
    }
}
