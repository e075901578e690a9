import Crosscut

/// A generated target of `protocols` annotated protocols, five per file, each file also holding
/// about as much implementation code as protocol code (which the parser must skip).
struct SyntheticCorpus {
    static let protocolsPerFile = 5

    let protocols: Int
    let files: [CorpusFile]

    init(protocols: Int, seed: UInt64 = 0x5EED) {
        self.protocols = protocols
        var protocolCode = ProtocolCode(random: SplitMix64(seed: seed))
        var implementation = ImplementationCode(random: SplitMix64(seed: seed &+ 1))
        var files: [CorpusFile] = []
        var next = 0
        while next < protocols {
            var text = "import Foundation\n\n"
            for index in next..<min(next + Self.protocolsPerFile, protocols) {
                text += protocolCode.annotated(index)
                text += implementation.declaration(index)
            }
            files.append(CorpusFile(name: "Feature\(files.count).swift", text: text))
            next += Self.protocolsPerFile
        }
        self.files = files
    }

    var bytes: Int { files.reduce(0) { $0 + $1.text.utf8.count } }
}
