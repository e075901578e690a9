/// The names a file may declare protocols under, found on its bytes without lexing: every
/// `protocol` followed by whitespace and an identifier. A superset of the real declarations
/// (comments and strings count too); a file where `protocol` is followed by something else that
/// could hide a name (a comment) is marked as possibly declaring any name.
///
/// ```swift
/// let scan = DeclaredProtocolNames(in: "protocol Base: AnyObject {}")
/// // scan.names == ["Base"], scan.mayDeclareAnyName == false
/// ```
struct DeclaredProtocolNames {
    /// The identifiers after `protocol`, without backticks.
    private(set) var names: Set<String> = []
    /// Whether the file must be parsed whatever name is looked for.
    private(set) var mayDeclareAnyName = false
    /// Whether the bytes `protocol` occur at all.
    private(set) var mentionsProtocol = false

    private static let keyword = Array("protocol".utf8)

    init(in text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        let keyword = Self.keyword
        guard bytes.count >= keyword.count else { return }
        var index = 0
        let last = bytes.count - keyword.count
        while index <= last {
            guard bytes[index] == keyword[0] else {
                index += 1
                continue
            }
            var offset = 1
            while offset < keyword.count, bytes[index + offset] == keyword[offset] { offset += 1 }
            guard offset == keyword.count else {
                index += 1
                continue
            }
            mentionsProtocol = true
            index += keyword.count
            readName(bytes, at: &index)
        }
    }

    /// Reads the name after `protocol` (at `index`), if whitespace and an identifier follow.
    private mutating func readName(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) {
        var position = index
        while position < bytes.count, Byte.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return }
        if position == index && bytes[position] != UInt8(ascii: "`") { return }
        if bytes[position] == UInt8(ascii: "/") {
            mayDeclareAnyName = true
            return
        }
        if bytes[position] == UInt8(ascii: "`") { position += 1 }
        let start = position
        while position < bytes.count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
        guard position > start else { return }
        names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        index = position
    }

}
