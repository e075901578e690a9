import Foundation

/// How a shared member's results become the bytes a ``SharedCacheStore`` keeps, and back.
///
/// Decoding fails for bytes another release or another type wrote: Crosscut then treats the value
/// as missing and computes it, and never serves what it could not decode.
public protocol SharedCacheCoder: Sendable {
    /// The bytes of `value`.
    func encode<Value: Encodable>(_ value: Value) throws -> [UInt8]
    /// The value of type `type` that `bytes` hold.
    func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value
}

/// Values as JSON, through `JSONEncoder` and `JSONDecoder`: the default ``SharedCacheCoder``,
/// readable in the store and tolerant of added optional properties.
public struct JSONSharedCacheCoder: SharedCacheCoder {
    /// Creates the coder.
    public init() {}

    public func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        Array(try JSONEncoder().encode(value))
    }

    public func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try JSONDecoder().decode(type, from: Data(bytes))
    }
}
