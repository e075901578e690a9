/// What one pass over a file's bytes finds, without lexing, for every later pass that would
/// otherwise read the bytes again: the names after each declaration keyword (`protocol`,
/// `typealias`, `struct`, …, `extension`) followed by whitespace and an identifier, and the words
/// that tell a pass to lex the file (``Mention``). A superset of the real declarations (comments
/// and strings count too); where a keyword is followed by something else that could hide a name
/// (a comment), the file is marked as possibly declaring any name under that keyword.
///
/// ```swift
/// let scan = DeclaredNames(in: "protocol Base: AnyObject {}\ntypealias Storable = Base & Sendable")
/// // scan.protocols == ["Base"], scan.typealiases == ["Storable"]
/// // scan.mayDeclareAnyName(as: [.protocol]) == false, scan.mentions == []
/// ```
struct DeclaredNames: Sendable {
    /// The declaration keywords the scan looks for.
    enum Keyword: String, CaseIterable, Sendable {
        case `protocol`, `typealias`, `struct`, `class`, `enum`, `actor`, `extension`

        var word: FixedWord {
            switch self {
            case .protocol: FixedWord("protocol")
            case .typealias: FixedWord("typealias")
            case .struct: FixedWord("struct")
            case .class: FixedWord("class")
            case .enum: FixedWord("enum")
            case .actor: FixedWord("actor")
            case .extension: FixedWord("extension")
            }
        }

        /// Whether the keyword declares a struct, class, enum or actor, which an import may name.
        var declaresConcreteType: Bool { [.struct, .class, .enum, .actor].contains(self) }
    }

    /// A word whose bytes tell a later pass that the file is worth lexing.
    enum Mention: Sendable {
        /// `@crosscut`, or a near miss of it (``AnnotationMarker``): the file may be decorated.
        case annotation
        /// `~Copyable`: the file may declare noncopyable types (``DeclaredNoncopyableTypes``).
        case noncopyable
        /// `@resultBuilder`: the file may declare result builders (``DeclaredResultBuilders``).
        case resultBuilder
        /// `@_exported`: the module may bring more types than it declares.
        case reexport
    }

    /// The identifiers after `protocol`, without backticks.
    var protocols: Set<String> { names[.protocol] ?? [] }
    /// The identifiers after `typealias`, without backticks.
    var typealiases: Set<String> { names[.typealias] ?? [] }
    /// The identifiers after any keyword but `extension`: the names the file may declare.
    var all: Set<String> {
        names.filter { $0.key != .extension }.values.reduce(into: []) { $0.formUnion($1) }
    }
    /// Whether `name` is among ``all``, without building it.
    func declares(_ name: String) -> Bool {
        names.contains { $0.key != .extension && $0.value.contains(name) }
    }
    /// The names declared as, or imported by name as, structs, classes, enums or actors: no
    /// protocol of another module is meant where one of them is written.
    var concreteTypes: Set<String> {
        Keyword.allCases.filter(\.declaresConcreteType).reduce(into: importedByName) {
            $0.formUnion(names[$1] ?? [])
        }
    }
    /// The last component of each path after a keyword of a concrete type: `FileDescriptor` for
    /// `import struct SystemPackage.FileDescriptor`, a type the file imports by name, which hides
    /// any other module's declaration of the name.
    private(set) var importedByName: Set<String> = []
    /// The words the file mentions.
    private(set) var mentions: Set<Mention> = []

    private var names: [Keyword: Set<String>] = [:]
    /// The keywords followed by a comment, which may hide the name they declare.
    private var hidingKeywords: Set<Keyword> = []

    /// Scans `text` for every keyword and every mention.
    init(in text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    /// The union of the scans of several files: what a target, or a module, may declare.
    static func merged(_ scans: [DeclaredNames]) -> DeclaredNames {
        scans.reduce(into: DeclaredNames()) { all, file in
            for (keyword, names) in file.names { all.names[keyword, default: []].formUnion(names) }
            all.importedByName.formUnion(file.importedByName)
            all.hidingKeywords.formUnion(file.hidingKeywords)
            all.mentions.formUnion(file.mentions)
        }
    }

    private init() {}

    /// Whether the file may declare one of `searched` under one of `keywords`, or a comment after
    /// one of them may hide the name it declares.
    func mayDeclare(anyOf searched: Set<String>, as keywords: [Keyword]) -> Bool {
        keywords.contains { hidingKeywords.contains($0) || !searched.isDisjoint(with: names[$0] ?? []) }
    }

    /// Whether a comment may hide a name after one of `keywords`.
    func mayDeclareAnyName(as keywords: [Keyword]) -> Bool {
        keywords.contains(where: hidingKeywords.contains)
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 1 else { return }
        // This loop runs once per byte, also in debug builds, where only arithmetic, comparisons
        // of integers and reads through a pointer are inlined (an array's subscript, a shift or a
        // chain of comparisons costs many times more): one read of a table says whether the pair
        // of bytes at hand starts a word looked for, and only such a pair leads to a call. Every
        // word is at least two bytes long. Most runs of four pairs start nothing, which the four
        // reads say at once, before a step of one byte. A keyword's pair inside a word (`en` in
        // `content`) is passed over after a read of the byte before it.
        Self.pairStarts.withUnsafeBufferPointer { table in
            Self.identifierBytes.withUnsafeBufferPointer { identifierTable in
                guard let starts = table.baseAddress, let isInWord = identifierTable.baseAddress else { return }
                let (last, mention) = (bytes.count - 1, Self.mentionStart)
                var index = 0
                while index < last {
                    if index &+ 4 <= last {
                        let (first, second, third) = (Int(base[index]), Int(base[index &+ 1]), Int(base[index &+ 2]))
                        let (fourth, fifth) = (Int(base[index &+ 3]), Int(base[index &+ 4]))
                        let run =
                            starts[first &* 256 &+ second] | starts[second &* 256 &+ third]
                            | starts[third &* 256 &+ fourth] | starts[fourth &* 256 &+ fifth]
                        if run == 0 {
                            index &+= 4
                            continue
                        }
                    }
                    let start = starts[Int(base[index]) &* 256 &+ Int(base[index &+ 1])]
                    if start == 0 {
                        index &+= 1
                    } else if start == mention {
                        readMention(at: ByteCursor(bytes, at: index))
                        index &+= 1
                    } else if index > 0 && isInWord[Int(base[index &- 1])] {
                        index &+= 1
                    } else {
                        index = read(Self.keywords[Int(start) - 1], in: bytes, at: index)
                    }
                }
            }
        }
    }

    /// Whether each byte value can continue an identifier, at its value.
    private static let identifierBytes: [Bool] = (0...255).map { Byte.isIdentifierBody(UInt8($0)) }

    /// The keywords, in the order ``pairStarts`` numbers them from 1.
    private static let keywords = Keyword.allCases
    /// What ``pairStarts`` holds for the pairs that start with `@` or `~`.
    private static let mentionStart: UInt8 = 0xFF

    /// What each pair of bytes starts, at `first * 256 + second`: 0 for nothing, the position of
    /// the keyword whose first two bytes they are plus 1, or ``mentionStart`` for `@` and `~`
    /// followed by anything.
    private static let pairStarts: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for (position, keyword) in keywords.enumerated() {
            let spelling = keyword.word.spelling
            table[Int(spelling[0]) * 256 + Int(spelling[1])] = UInt8(position + 1)
        }
        for first in [Byte.at, Byte.tilde] {
            for second in 0..<256 { table[Int(first) * 256 + second] = mentionStart }
        }
        return table
    }()

    private static let noncopyable = FixedWord("~Copyable")
    private static let resultBuilder = FixedWord("@resultBuilder")
    private static let exported = FixedWord("@_exported")

    /// Records the name after `keyword` if its spelling starts at `index`; returns where the scan
    /// goes on: past the keyword, so that a keyword after it (`a struct\nprotocol P`) is read too.
    private mutating func read(_ keyword: Keyword, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard keyword.word.isSpelled(in: bytes, at: index) else { return index + 1 }
        let end = index + keyword.word.count
        if let name = readName(bytes, at: end, after: keyword) { names[keyword, default: []].insert(name) }
        return end
    }

    /// Records the mention that starts with the `@` or `~` at `cursor`, if any.
    private mutating func readMention(at cursor: ByteCursor) {
        if cursor.spells(Self.noncopyable) {
            mentions.insert(.noncopyable)
        } else if AnnotationMarker.isExact(cursor) || AnnotationMarker.nearMiss(at: cursor) != nil {
            mentions.insert(.annotation)
        } else if cursor.spells(Self.resultBuilder) {
            mentions.insert(.resultBuilder)
        } else if cursor.spells(Self.exported) {
            mentions.insert(.reexport)
        }
    }

    /// The name after `keyword` (which ends at `start`), if whitespace and an identifier follow;
    /// when a path follows a keyword of a concrete type, its last component is recorded as
    /// imported by name.
    private mutating func readName(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, after keyword: Keyword)
        -> String?
    {
        var position = start
        while position < bytes.count, Byte.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return nil }
        if position == start && bytes[position] != Byte.backtick { return nil }
        if bytes[position] == Byte.slash {
            hidingKeywords.insert(keyword)
            return nil
        }
        if bytes[position] == Byte.backtick { position += 1 }
        let nameStart = position
        while position < bytes.count, Byte.isIdentifierBody(bytes[position]) { position += 1 }
        guard position > nameStart else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
        if keyword.declaresConcreteType, position < bytes.count, bytes[position] == Byte.dot {
            readImportedName(bytes, at: position)
        }
        return name
    }

    /// Records the last component of the path whose first component ends at `index`.
    private mutating func readImportedName(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        var (start, index) = (index, index)
        while index < bytes.count, bytes[index] == Byte.dot {
            start = index + 1
            index = start
            while index < bytes.count, Byte.isIdentifierBody(bytes[index]) { index += 1 }
        }
        guard index > start else { return }
        importedByName.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }
}
