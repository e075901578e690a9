import Crosscut
import Foundation
import Testing

@testable import CrosscutGenerator

/// The overviews a reader meets first name everything the package has, held to the lists the code
/// keeps: a concern (``ConcernDescription/all``), a package trait, a metric series
/// (`MetricName.descriptions`) or an article added without the words that name it fails here.
@Suite struct DocumentationCoverageTests {
    /// Each concern as prose writes it, in the canonical order: `circuitBreaker` is `circuit breaker`.
    static let concerns = ConcernDescription.all.map { concern in
        concern.name.reduce(into: "") { words, character in
            words += character.isUppercase ? " " + character.lowercased() : String(character)
        }
    }

    static let readme = "README.md"
    static let catalog = "Sources/Crosscut/Crosscut.docc"

    @Test(arguments: [readme, catalog + "/Crosscut.md"])
    func theFirstLineNamesEveryConcern(_ path: String) throws {
        let firstParagraph = try Self.text(path).components(separatedBy: "\n\n")[1]
        let flat = firstParagraph.replacingOccurrences(of: "\n", with: " ").lowercased()
        for concern in Self.concerns {
            let named = flat.contains(concern)
            #expect(named, "\(path)'s first lines leave out \(concern)")
        }
    }

    /// The order written in bold is the canonical one, whole, and the section gives each concern's
    /// reason beside its name.
    @Test(arguments: [readme, catalog + "/ComposingInAComposer.md"])
    func theOrderOfTheDecoratorsIsTheCanonicalOneWhole(_ path: String) throws {
        let section = try Self.section("The order of the decorators", of: path)
        let bold = section.components(separatedBy: "**").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let order = try #require(bold.first { $0.contains("tracing") }, "\(path) writes no order in bold")
        let names = order.replacingOccurrences(of: "outermost first:", with: "")
            .components(separatedBy: CharacterSet(charactersIn: "→,"))
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(names == Self.concerns, "\(path)")
        let flat = section.replacingOccurrences(of: "\n", with: " ").lowercased()
        for concern in Self.concerns.dropFirst() {
            let mentions = flat.components(separatedBy: concern).count - 1
            #expect(mentions >= 2, "\(path) does not say why \(concern) stands where it does")
        }
    }

    @Test func theReadmeNamesEveryTrait() throws {
        let manifest = try Self.text("Package.swift")
        let traits = manifest.components(separatedBy: ".trait(").dropFirst().compactMap { declaration in
            declaration.components(separatedBy: "name: \"").dropFirst().first?.components(separatedBy: "\"").first
        }
        #expect(traits.count >= 4)
        let readme = try Self.text(Self.readme)
        for trait in traits {
            let listed = readme.contains("- `\(trait)`:")
            #expect(listed, "README.md's list of traits leaves out \(trait)")
        }
    }

    @Test func theReadmeAndTheCatalogLinkEveryArticle() throws {
        let articles = try FileManager.default.contentsOfDirectory(
            atPath: Documentation.file(Self.catalog).path
        ).filter { $0.hasSuffix(".md") && $0 != "Crosscut.md" }.map { String($0.dropLast(3)) }
        #expect(articles.count >= 17)
        let readme = try Self.text(Self.readme)
        let topics = try Self.text(Self.catalog + "/Crosscut.md")
        for article in articles {
            let linked = readme.contains("(\(Self.catalog)/\(article).md)")
            #expect(linked, "README.md's documentation list leaves out \(article)")
            let listed = topics.contains("- <doc:\(article)>")
            #expect(listed, "Crosscut.md's topics leave out \(article)")
        }
    }

    @Test func theMetricsArticleTabulatesEverySeries() throws {
        let table = try Self.text(Self.catalog + "/MetricsAndPrometheus.md").components(separatedBy: "\n").filter {
            $0.hasPrefix("| `crosscut_")
        }.joined(separator: "\n")
        for series in MetricName.descriptions.keys.sorted() {
            let tabulated = table.contains("`\(series)`")
            #expect(tabulated, "MetricsAndPrometheus.md's table of series leaves out \(series)")
        }
    }

    /// Each member option the generator reads begins a row of the article's table of options, and
    /// an option that takes several arguments, `cached(ttl:ignoring:shared:version:sameForEveryCaller)`,
    /// has each named in its rows.
    @Test func theAnnotationArticleTabulatesEveryMemberOption() throws {
        let rows = try Self.section("Member level: the options", of: Self.catalog + "/AnnotatingProtocols.md")
            .components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        for option in AnnotationGrammar.memberOptions {
            let optionRows = rows.filter { $0.hasPrefix("| `\(option.name)") }.joined(separator: "\n")
            #expect(!optionRows.isEmpty, "AnnotatingProtocols.md's table of options leaves out \(option.name)")
            guard let open = option.grammar.firstIndex(of: "(") else { continue }
            let arguments = option.grammar[open...].dropFirst().dropLast().components(separatedBy: ",")
            guard arguments.count > 1 else { continue }
            for argument in arguments {
                let name = argument.components(separatedBy: ":")[0].trimmingCharacters(in: .whitespaces)
                let named = optionRows.contains(name)
                #expect(named, "AnnotatingProtocols.md's rows of \(option.name) leave out its argument \(name)")
            }
        }
    }

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: Documentation.file(path), encoding: .utf8)
    }

    /// The text under `## heading` of the file at `path`, up to the next `## ` heading.
    private static func section(_ heading: String, of path: String) throws -> String {
        let parts = try text(path).components(separatedBy: "\n## \(heading)\n")
        let section = try #require(parts.dropFirst().first, "\(path) has no section '\(heading)'")
        return section.components(separatedBy: "\n## ").first ?? section
    }
}
