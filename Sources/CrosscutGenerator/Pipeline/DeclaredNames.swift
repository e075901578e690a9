/// The names a file may declare protocols and typealiases under, found on its bytes without
/// lexing: every `protocol` or `typealias` followed by whitespace and an identifier. A superset of
/// the real declarations (comments and strings count too); a file where the keyword is followed by
/// something else that could hide a name (a comment) is marked as possibly declaring any name.
///
/// ```swift
/// let scan = DeclaredNames(in: "protocol Base: AnyObject {}\ntypealias Storable = Base & Sendable")
/// // scan.protocols == ["Base"], scan.typealiases == ["Storable"], scan.mayDeclareAnyName == false
/// ```
struct DeclaredNames {
    /// The identifiers after `protocol`, without backticks.
    private(set) var protocols: Set<String> = []
    /// The identifiers after `typealias`, without backticks.
    private(set) var typealiases: Set<String> = []
    /// Whether the file must be read whatever name is looked for.
    private(set) var mayDeclareAnyName = false

    private static let protocolKeyword = Array("protocol".utf8)
    private static let typealiasKeyword = Array("typealias".utf8)

    init(in text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        let protocolKeyword = Self.protocolKeyword
        let typealiasKeyword = Self.typealiasKeyword
        // Locals, not array elements: this loop runs once per byte, also in debug builds.
        let (protocolFirst, typealiasFirst) = (protocolKeyword[0], typealiasKeyword[0])
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == protocolFirst, Self.matches(protocolKeyword, bytes, at: index) {
                index += protocolKeyword.count
                if let name = readName(bytes, at: &index) { protocols.insert(name) }
            } else if byte == typealiasFirst, Self.matches(typealiasKeyword, bytes, at: index) {
                index += typealiasKeyword.count
                if let name = readName(bytes, at: &index) { typealiases.insert(name) }
            } else {
                index += 1
            }
        }
    }

    /// Whether `keyword` starts at `index`.
    private static func matches(_ keyword: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard bytes.count - index >= keyword.count else { return false }
        var offset = 1
        while offset < keyword.count, bytes[index + offset] == keyword[offset] { offset += 1 }
        return offset == keyword.count
    }

    /// The name after the keyword (at `index`), if whitespace and an identifier follow.
    private mutating func readName(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> String? {
        var position = index
        while position < bytes.count, Byte.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return nil }
        if position == index && bytes[position] != Byte.backtick { return nil }
        if bytes[position] == Byte.slash {
            mayDeclareAnyName = true
            return nil
        }
        if bytes[position] == Byte.backtick { position += 1 }
        let start = position
        while position < bytes.count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        index = position
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }
}
