import Foundation
import Testing

/// The manifest a newcomer copies — Getting started's, and the README's excerpt of it — builds a
/// package whose annotated protocol gets its decorators, with Crosscut as a local checkout in place
/// of the URL. A renamed product or plugin, or a wrong platform, fails here.
@Suite struct GettingStartedManifestTests {
    private static let urlDependency = #".package(url: "https://github.com/<owner>/Crosscut.git", from: "1.0.0"),"#

    @Test func theArticlesManifestBuildsAPackageThatUsesTheGeneratedDecorators() async throws {
        let manifest = try Self.articleManifest()
        let local = manifest.replacingOccurrences(
            of: Self.urlDependency, with: ".package(name: \"Crosscut\", path: \"\(Crosscut.packageRoot.path)\"),")
        #expect(local != manifest, "the manifest no longer holds \(Self.urlDependency)")
        // In this checkout's `.build`, so that later runs build incrementally.
        let root = Crosscut.packageRoot.appendingPathComponent(".build/crosscut-getting-started", isDirectory: true)
        let sources = root.appendingPathComponent("Sources/Onboarding", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // Written every time, so that SwiftPM re-plans and builds files added to this checkout since.
        try Data(local.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Self.write(Self.catalog, to: sources.appendingPathComponent("MeditationCatalog.swift"))
        let result = try await runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--package-path", root.path], in: root)
        #expect(result.status == 0, "\(result.standardOutput)\n\(result.standardError)")
    }

    @Test func theReadmesExcerptIsPartOfTheArticlesManifest() throws {
        let readme = String(
            decoding: try Data(contentsOf: Crosscut.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
        let section = try #require(readme.components(separatedBy: "## Adding Crosscut to a package").dropFirst().first)
        let excerpt = try #require(Self.swiftBlocks(in: section).first)
        let manifest = try Self.articleManifest()
        let lines = Self.trimmedLines(manifest)
        var remaining = lines[...]
        for line in Self.trimmedLines(excerpt) {
            let found = try #require(remaining.firstIndex(of: line), "'\(line)' is not in the article's manifest")
            remaining = remaining[(found + 1)...]
        }
    }

    /// An annotated protocol, as Getting started shows it, and a use of its generated decorators.
    private static let catalog = """
        import Crosscut

        public enum Reason: String, Sendable { case sleep }
        public struct Session: Hashable, Sendable { public var title: String }

        /// The catalog of guided meditations, served by a remote.
        // @crosscut(logging, metrics, caching, retry)
        public protocol MeditationCatalog: Sendable {
            // @crosscut(cached(ttl: 300))
            func sessions(for reason: Reason) async throws -> [Session]
        }

        struct RemoteCatalog: MeditationCatalog {
            func sessions(for reason: Reason) async throws -> [Session] { [Session(title: "Breathe")] }
        }

        func composed(with concerns: Concerns) -> some MeditationCatalog {
            RemoteCatalog().decorated(with: concerns)
        }

        """

    /// The first Swift block of Getting started that is a whole manifest.
    private static func articleManifest() throws -> String {
        let article = Crosscut.packageRoot.appendingPathComponent("Sources/Crosscut/Crosscut.docc/GettingStarted.md")
        let text = String(decoding: try Data(contentsOf: article), as: UTF8.self)
        return try #require(swiftBlocks(in: text).first { $0.hasPrefix("// swift-tools-version") })
    }

    private static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    /// The lines without indentation, blank lines and comment lines; a trailing comma dropped, as
    /// an excerpt's last element has none.
    private static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            .map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
    }

    /// Writes `text` unless the file already holds it, so that SwiftPM does not re-plan for nothing.
    private static func write(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) != data { try data.write(to: url) }
    }
}
