import CrosscutSecretWords
import Foundation
import Testing

/// The vocabulary over the names real code uses: every parameter name of the public API of the Swift
/// packages on the machine that wrote `Tests/SecretNames/public-parameter-names.txt`
/// (`Scripts/extract-parameter-names.py`). Exactly the names of `secret-parameter-names.txt` are
/// secrets, each with the words that say so: a change to the vocabulary shows here as the names it
/// adds or drops.
@Suite struct SecretVocabularyCorpusTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SecretNames")

    static func lines(of file: String) throws -> [String] {
        try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    @Test func exactlyTheExpectedNamesAreSecrets() throws {
        let names = try Self.lines(of: "public-parameter-names.txt")
        #expect(names.count > 4_000)
        #expect(names == Array(Set(names)).sorted(), "one name a line, deduplicated, sorted")
        let secrets = names.compactMap { name in SecretVocabulary.secretWords(in: name).map { "\(name)\t\($0)" } }
        let secretLines = try Self.lines(of: "secret-parameter-names.txt")
        let article = try String(contentsOf: Documentation.article("AnnotatingProtocols"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let total = names.count.formatted(.number.locale(Locale(identifier: "en_US")))
        #expect(article.contains("Run over the \(total) parameter names"), "the article gives this test's figures")
        #expect(article.contains("the rule redacts \(secretLines.count),"), "the article gives this test's figures")
        expectSameText(
            secrets.joined(separator: "\n"), secretLines.joined(separator: "\n"),
            "the secret names")
    }
}
