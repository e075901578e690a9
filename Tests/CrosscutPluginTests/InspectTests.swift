import Foundation
import Testing

/// `crosscut inspect --json`: one model per input, pretty-printed with sorted keys.
@Suite struct InspectTests {
    @Test func printsOneModelPerInputWithAbsolutePaths() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift", "import Foundation\n\nprotocol A {\n    func run()\n}\n")
        try directory.write("B.swift", "struct B {}\n")
        let result = try Crosscut.run(["inspect", "--json", "A.swift", "B.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let models = try #require(json as? [[String: Any]])
        #expect(models.count == 2)
        #expect(
            models.map { $0["file"] as? String } == ["\(directory.url.path)/A.swift", "\(directory.url.path)/B.swift"])
        for model in models {
            #expect(Set(model.keys).isSuperset(of: ["file", "imports", "protocols"]))
        }
    }

    @Test func keysAreSortedAndPretty() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift", "struct A {}\n")
        let result = try Crosscut.run(["inspect", "A.swift"], in: directory.url)
        #expect(result.status == 0)
        let output = result.standardOutput
        let file = try #require(output.range(of: "\"file\""))
        let imports = try #require(output.range(of: "\"imports\""))
        let protocols = try #require(output.range(of: "\"protocols\""))
        #expect(file.lowerBound < imports.lowerBound && imports.lowerBound < protocols.lowerBound)
        #expect(output.hasPrefix("[\n"))
        #expect(!output.contains("\\/"))
    }
}
