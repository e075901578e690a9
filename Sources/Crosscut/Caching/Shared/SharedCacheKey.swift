import Foundation

/// The key of a value in a ``SharedCacheStore``: the same in every process and every release that
/// has the same service, member, version and arguments.
///
/// Its ``stored`` form reads `Shop.Catalog.sessions(for:)#v1:` followed by the digest of the
/// arguments' canonical encoding: JSON with sorted keys and unescaped slashes, which Foundation
/// writes alike on every platform and release, for any `Encodable` arguments. A digest rather than
/// the arguments themselves keeps every key the same length (a database indexes it), and shows none
/// of them: a secret argument — a token, a password — never reaches the store in clear.
///
/// The digest is SHA-256, or HMAC-SHA-256 under a keying secret (``SharedCache/keyingSecret``).
/// Without one, anyone who reads the store can test a guess: a short secret argument, a PIN, is
/// found by hashing every value it may take. With one that every instance shares and the store
/// never sees, nobody can.
///
/// Bump `version` when a member's result changes meaning or shape: a new release then never reads
/// what an older one stored.
///
/// Arguments whose encoding depends on the process are not stable: a `Set`, or a `Dictionary`
/// whose keys are not strings, encodes its elements in an order that differs between processes.
/// Sort them into an array first.
public struct SharedCacheKey: Sendable, Hashable, CustomStringConvertible {
    /// The service, with its module.
    public var service: ServiceName
    /// The member, `sessions(for:)`.
    public var member: String
    /// The version of the member's results, bumped to abandon what older releases stored.
    public var version: Int
    /// The digest of the arguments' canonical encoding, 64 hexadecimal digits.
    public var argumentsDigest: String

    /// The key of `member` of `service` called with `arguments` (a member's one argument, or a
    /// struct of them) for `caller`, digested under `keyingSecret` when given; throws the encoder's
    /// error when they cannot be encoded.
    ///
    /// A result computed for a caller is kept under a key of that caller's — its id, roles and
    /// claims — so that no other caller reads it; `nil` keys a result that is the same for every
    /// caller.
    public init(
        service: ServiceName, member: String, version: Int = 1, arguments: some Encodable, caller: Caller? = nil,
        keyingSecret: [UInt8]? = nil
    ) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var digest = SHA256.Keyed(key: keyingSecret)
        if let caller {
            // JSON never starts with 0x01: a caller's key never equals a key without one.
            digest.update(0x01)
            digest.update(try encoder.encode(CallerIdentity(caller)))
            digest.update(0x00)
        }
        digest.update(try encoder.encode(arguments))
        self.init(
            service: service, member: member, version: version, argumentsDigest: digest.finalize().hexadecimal)
    }

    /// A key with a digest made elsewhere, as a store reads it back.
    public init(service: ServiceName, member: String, version: Int, argumentsDigest: String) {
        self.service = service
        self.member = member
        self.version = version
        self.argumentsDigest = argumentsDigest
    }

    /// The key as a store keeps it: `Module.Service.member#v1:` and the digest.
    public var stored: String { "\(service).\(member)#v\(version):\(argumentsDigest)" }

    public var description: String { stored }
}

/// A caller as a shared key digests it: its id, its roles sorted and its claims, the same in every
/// process.
private struct CallerIdentity: Encodable {
    var id: String
    var roles: [String]
    var claims: [String: String]

    init(_ caller: Caller) {
        id = caller.id
        roles = caller.roles.sorted()
        claims = caller.claims
    }
}
