import Crosscut
import Testing

/// The keys of a shared store: the same in every process, and showing no argument.
@Suite struct SharedCacheKeyTests {
    let catalog = ServiceName("Catalog", module: "Shop")

    /// The arguments of `search(query:page:)`, declared in one order.
    struct SearchArguments: Encodable {
        var query: String
        var page: Int
    }

    /// The same arguments, declared in the other order.
    struct ReorderedSearchArguments: Encodable {
        var page: Int
        var query: String
    }

    @Test func theDigestIsSHA256OfTheArgumentsCanonicalJSON() throws {
        // `"abc"`, quotes included: sha256 from Python's hashlib.
        let key = try SharedCacheKey(service: catalog, member: "sessions(for:)", arguments: "abc")
        #expect(
            key.stored
                == "Shop.Catalog.sessions(for:)#v1:6cc43f858fbb763301637b5af970e2a46b46f461f27e5a0f41e009c59b827b25")
        let long = try SharedCacheKey(service: catalog, member: "m", arguments: String(repeating: "a", count: 100))
        #expect(long.argumentsDigest == "9391a07725c98cf85690b4a992a923ca96c7026e9291ef811844d9868734f4e3")
    }

    @Test func keysDoNotDependOnTheOrderPropertiesAreDeclaredIn() throws {
        let one = try SharedCacheKey(
            service: catalog, member: "search(query:page:)", arguments: SearchArguments(query: "a/b", page: 2))
        let other = try SharedCacheKey(
            service: catalog, member: "search(query:page:)", arguments: ReorderedSearchArguments(page: 2, query: "a/b"))
        #expect(one == other)
        // `{"page":2,"query":"a/b"}`: sorted keys, slashes unescaped.
        #expect(one.argumentsDigest == "5effb02ffd3223defc32ed367a32d8f9b217f058750a19ec330f212566339e4a")
    }

    @Test func aSecretArgumentNeverAppearsInTheStoredKey() throws {
        let key = try SharedCacheKey(service: catalog, member: "account(token:)", arguments: "s3cr3t-t0ken")
        #expect(!key.stored.contains("s3cr3t"))
    }

    @Test func aKeyingSecretMakesTheDigestHMACSoAGuessCannotBeTested() throws {
        // `"1234"`, quotes included: hmac.new(key, message, hashlib.sha256) from Python's hmac.
        let plain = try SharedCacheKey(service: catalog, member: "account(pin:)", arguments: "1234")
        #expect(plain.argumentsDigest == "637a76f73d638b7143381abaae0b5e05109276ff2bb30bf313113b52f7bcfec1")
        let keyed = try SharedCacheKey(
            service: catalog, member: "account(pin:)", arguments: "1234", keyingSecret: Array("fleet secret".utf8))
        #expect(keyed.argumentsDigest == "53c4f9d96e5b42d02e4b49c00309dea2c8222edc7b4d32b30d1bc746434e9ec3")
        // A secret longer than SHA-256's 64-byte block is digested first, as RFC 2104 says.
        let long = try SharedCacheKey(
            service: catalog, member: "account(pin:)", arguments: "1234",
            keyingSecret: [UInt8](repeating: UInt8(ascii: "k"), count: 100))
        #expect(long.argumentsDigest == "0ad96c7cb66f9d20d9db92339b41b73049da821847e39f1be1445ccb5bec5ee1")
    }

    @Test func theVersionMemberAndModuleSeparateKeys() throws {
        let base = try SharedCacheKey(service: catalog, member: "m", version: 1, arguments: 1)
        let bumped = try SharedCacheKey(service: catalog, member: "m", version: 2, arguments: 1)
        let otherModule = try SharedCacheKey(
            service: ServiceName("Catalog", module: "Admin"), member: "m", arguments: 1)
        #expect(Set([base.stored, bumped.stored, otherModule.stored]).count == 3)
    }

    @Test func argumentsThatCannotBeEncodedThrow() {
        #expect(throws: EncodingError.self) {
            try SharedCacheKey(service: catalog, member: "m", arguments: Double.nan)
        }
    }
}
