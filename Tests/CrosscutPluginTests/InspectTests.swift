import Foundation
import Testing

/// `crosscut inspect --json`: one model per input, pretty-printed with sorted keys.
@Suite struct InspectTests {
    @Test func printsOneModelPerInputWithAbsolutePaths() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift", "import Foundation\n\nprotocol A {\n    func run()\n}\n")
        try directory.write("B.swift", "struct B {}\n")
        let result = try await Crosscut.run(["inspect", "--json", "A.swift", "B.swift"], in: directory.url)
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

    @Test func keysAreSortedAndPretty() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift", "struct A {}\n")
        let result = try await Crosscut.run(["inspect", "A.swift"], in: directory.url)
        #expect(result.status == 0)
        let output = result.standardOutput
        let file = try #require(output.range(of: "\"file\""))
        let imports = try #require(output.range(of: "\"imports\""))
        let protocols = try #require(output.range(of: "\"protocols\""))
        #expect(file.lowerBound < imports.lowerBound && imports.lowerBound < protocols.lowerBound)
        #expect(output.hasPrefix("[\n"))
        #expect(!output.contains("\\/"))
    }

    @Test func describesProtocolsMembersAnnotationsAndPositions() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Service.swift", Fixtures.annotated("Service", imports: ["import Foundation"]))
        let result = try await Crosscut.run(["inspect", "--json", "Service.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let models = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [Any])
        let model = try #require(models.first as? [String: Any])
        #expect(model["imports"] as? [String] == ["import Foundation"])
        let service = try #require((model["protocols"] as? [[String: Any]])?.first)
        #expect(service["name"] as? String == "Service")
        #expect(service["access"] as? String == "public")
        let location = try #require(service["location"] as? [String: Any])
        #expect(location["file"] as? String == "\(directory.url.path)/Service.swift")
        #expect(location["line"] as? Int == 4)
        let annotation = try #require(service["annotation"] as? [String: Any])
        let items = try #require(annotation["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["logging"])
        let members = try #require(service["members"] as? [[String: Any]])
        #expect(members.count == 1)
        let member = try #require(members.first?["member"] as? [String: Any])
        #expect(member["kind"] as? String == "function")
        #expect(member["name"] as? String == "run")
        #expect(member["returnType"] as? String == "Int")
        let parameters = try #require(member["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["id"])
        #expect(parameters.map { $0["type"] as? String } == ["Int"])
    }

    @Test func parseErrorsAreDiagnosticsAndExitOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Broken.swift", "// @crosscut(logging\nprotocol Broken {}\n")
        let result = try await Crosscut.run(["inspect", "Broken.swift"], in: directory.url)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("\(directory.url.path)/Broken.swift:1:"))
        #expect(result.standardError.contains(": error: "))
        #expect(result.standardOutput.hasPrefix("["))
    }
}
