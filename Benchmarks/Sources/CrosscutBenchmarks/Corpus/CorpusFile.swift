/// One Swift file of a corpus: its name in the target's folder and its text.
struct CorpusFile: Sendable {
    var name: String
    var text: String
}
