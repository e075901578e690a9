/// The names a file may declare types under, found on its bytes without lexing: every declaration
/// keyword asked for (`protocol`, `typealias`, `struct`, …) followed by whitespace and an
/// identifier. A superset of the real declarations (comments and strings count too); a file where
/// the keyword is followed by something else that could hide a name (a comment) is marked as
/// possibly declaring any name.
///
/// ```swift
/// let scan = DeclaredNames(in: "protocol Base: AnyObject {}\ntypealias Storable = Base & Sendable")
/// // scan.protocols == ["Base"], scan.typealiases == ["Storable"], scan.mayDeclareAnyName == false
/// ```
struct DeclaredNames {
    /// The declaration keywords the scan can look for.
    enum Keyword: CaseIterable {
        case `protocol`, `typealias`, `struct`, `class`, `enum`, `actor`

        var word: FixedWord {
            switch self {
            case .protocol: FixedWord("protocol")
            case .typealias: FixedWord("typealias")
            case .struct: FixedWord("struct")
            case .class: FixedWord("class")
            case .enum: FixedWord("enum")
            case .actor: FixedWord("actor")
            }
        }
    }

    /// The identifiers after `protocol`, without backticks.
    var protocols: Set<String> { names[.protocol] ?? [] }
    /// The identifiers after `typealias`, without backticks.
    var typealiases: Set<String> { names[.typealias] ?? [] }
    /// The identifiers after any keyword looked for.
    var all: Set<String> { names.values.reduce(into: []) { $0.formUnion($1) } }
    /// The names declared as, or imported by name as, structs, classes, enums or actors: no
    /// protocol of another module is meant where one of them is written.
    var concreteTypes: Set<String> {
        [Keyword.struct, .class, .enum, .actor].reduce(into: importedByName) { $0.formUnion(names[$1] ?? []) }
    }
    /// The last component of each path after a keyword of a concrete type: `FileDescriptor` for
    /// `import struct SystemPackage.FileDescriptor`, a type the file imports by name, which hides
    /// any other module's declaration of the name.
    private(set) var importedByName: Set<String> = []
    /// Whether the file must be read whatever name is looked for.
    private(set) var mayDeclareAnyName = false

    private var names: [Keyword: Set<String>] = [:]

    /// Scans `text` for the declarations of `keywords`: by default protocols and typealiases, what
    /// the search for parent protocols needs.
    init(in text: String, keywords: [Keyword] = [.protocol, .typealias]) {
        var text = text
        text.withUTF8 { scan($0, for: keywords) }
    }

    /// The declarations of `keywords` in all of `sources`, scanned on every core: whether a name a
    /// signature uses may be the target's own, or one of its protocols.
    static func merged(in sources: [SourceFile], keywords: [Keyword]) -> DeclaredNames {
        sources.concurrentMap { DeclaredNames(in: $0.text, keywords: keywords) }.reduce(into: DeclaredNames()) {
            all, file in
            for (keyword, names) in file.names { all.names[keyword, default: []].formUnion(names) }
            all.importedByName.formUnion(file.importedByName)
            all.mayDeclareAnyName = all.mayDeclareAnyName || file.mayDeclareAnyName
        }
    }

    private init() {}

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, for keywords: [Keyword]) {
        // This loop runs once per byte, also in debug builds, where only comparisons of integers
        // are inlined (a table lookup, a shift or a loop is a call): the keywords' first bytes,
        // all different, are locals, repeated where fewer than six keywords are looked for, and
        // the first byte alone tells which keyword's spelling to compare.
        let spellings = keywords.map(\.word.spelling)
        let first = (0..<Keyword.allCases.count).map { spellings[min($0, spellings.count - 1)][0] }
        let (first0, first1, first2, first3, first4, first5) = (
            first[0], first[1], first[2], first[3], first[4], first[5]
        )
        let second = spellings.map { $0[1] }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var position = -1
            if byte == first0 {
                position = 0
            } else if byte == first1 {
                position = 1
            } else if byte == first2 {
                position = 2
            } else if byte == first3 {
                position = 3
            } else if byte == first4 {
                position = 4
            } else if byte == first5 {
                position = 5
            }
            // Most bytes that start a keyword start other words: the second byte weeds them out.
            guard position >= 0, index + 1 < bytes.count, bytes[index + 1] == second[position],
                FixedWord.isSpelled(spellings[position], in: bytes, at: index)
            else {
                index += 1
                continue
            }
            index += spellings[position].count
            let keyword = keywords[position]
            if let name = readName(bytes, at: &index, importing: ![.protocol, .typealias].contains(keyword)) {
                names[keyword, default: []].insert(name)
            }
        }
    }

    /// The name after the keyword (at `index`), if whitespace and an identifier follow; when a path
    /// follows and `importing`, its last component is recorded as imported by name.
    private mutating func readName(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, importing: Bool
    ) -> String? {
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
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if importing, position < bytes.count, bytes[position] == Byte.dot { readImportedName(bytes, at: &index) }
        return name
    }

    /// Records the last component of the path whose first component ends at `index`.
    private mutating func readImportedName(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) {
        var start = index
        while index < bytes.count, bytes[index] == Byte.dot {
            start = index + 1
            index = start
            while index < bytes.count, Byte.isIdentifierBody(bytes[index]) { index += 1 }
        }
        guard index > start else { return }
        importedByName.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }
}
