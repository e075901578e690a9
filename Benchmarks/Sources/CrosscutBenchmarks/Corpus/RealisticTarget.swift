import Crosscut

/// A large target as apps have them: tens of megabytes of Swift, most files without any
/// annotation, about half mentioning `protocol` (a third declaring one, others in a comment or a
/// string), a few percent declaring annotated protocols —
/// some refining an unannotated protocol declared in another file — and a few mentioning
/// `@crosscut` only inside a string (the cheap pre-filter passes them; the parser finds nothing).
struct RealisticTarget {
    let files: [CorpusFile]
    /// The number of annotated protocols, each in a file of its own.
    let annotatedProtocols: Int

    /// A target of about `megabytes` MiB. Without `crossFileParents`, the same files, except that
    /// no annotated protocol refines a protocol of another file (the generator then never has to
    /// look beyond the annotated files).
    init(megabytes: Double, crossFileParents: Bool = true, seed: UInt64 = 0x7A26E7) {
        var random = SplitMix64(seed: seed)
        var protocolCode = ProtocolCode(random: SplitMix64(seed: seed &+ 1))
        var implementation = ImplementationCode(random: SplitMix64(seed: seed &+ 2))
        let target = Int(megabytes * 1_048_576)
        var files: [CorpusFile] = []
        var bases: [Int] = []
        var annotated = 0
        var total = 0
        var declaration = 0
        while total < target {
            let index = files.count
            var text = "//\n//  Module\(index % 40)/File\(index).swift\n//\n\nimport Foundation\n\n"
            if random.chance(0.3) {
                text += protocolCode.base(index)
                bases.append(index)
            }
            if !bases.isEmpty && random.chance(0.02) {
                let refines = random.chance(0.5)
                let base = bases[random.int(in: 0...bases.count - 1)]
                let parent = refines && crossFileParents ? "Base\(base)" : nil
                text += protocolCode.annotated(index, inheriting: parent)
                annotated += 1
            } else if random.chance(0.005) {
                text += "let annotationHint\(index) = \"annotate a protocol with // @crosscut(logging)\"\n\n"
            }
            let size = random.int(in: 4_000...36_000)
            while text.utf8.count < size {
                text += implementation.declaration(declaration)
                declaration += 1
            }
            total += text.utf8.count
            files.append(CorpusFile(name: "File\(index).swift", text: text))
        }
        self.files = files
        annotatedProtocols = annotated
    }

    var bytes: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    /// How many files contain the bytes `protocol` (in a declaration, a comment or a string): the
    /// files the generator may have to parse to find a parent protocol.
    var filesMentioningProtocol: Int { files.filter { $0.text.contains("protocol") }.count }
}
