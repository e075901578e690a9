import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-decorators [--target NAME]...`:
/// writes each target's generated decorators into `Sources/TARGET/Generated/`, one
/// `NAME+Crosscut.swift` per source file that declares annotated protocols, for people who prefer
/// to read or commit them (then do not also apply `CrosscutPlugin` to that target).
///
/// It never overwrites a file that does not start with crosscut's do-not-edit header, and it
/// removes the generated files whose annotations are gone.
@main
struct CrosscutCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw CommandError(
                "unexpected arguments \(extractor.remainingArguments); usage: generate-decorators [--target NAME]...")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "CrosscutTool").url
        for case let target as SourceModuleTarget in targets {
            try generate(
                for: target, dependencies: DependencyModules(of: target, in: context.package), tool: tool,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }

    private func generate(
        for target: SourceModuleTarget, dependencies: DependencyModules, tool: URL, workDirectory: URL
    ) throws {
        let sources = target.sourceFiles.filter { $0.type == .source }.map(\.url).filter(CrosscutFiles.isInput)
            .sorted { $0.path < $1.path }
        guard !sources.isEmpty else { return }
        let fileList = workDirectory.appendingPathComponent("\(target.name)-inputs.txt", isDirectory: false)
        try CrosscutFiles.writeFileList(sources, to: fileList)
        let outputDirectory = target.directoryURL.appendingPathComponent("Generated", isDirectory: true)
        let process = Process()
        process.executableURL = tool
        let dependency = try dependencies.arguments(listsIn: workDirectory, prefix: "\(target.name)-")
        process.arguments =
            [
                "generate", "--output-dir", outputDirectory.path, "--prune", "--file-list", fileList.path,
                "--committed",
                "swift package --allow-writing-to-package-directory generate-decorators --target \(target.name)",
            ]
            + dependency.arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError("crosscut failed for target '\(target.name)' (exit status \(process.terminationStatus))")
        }
        let generated = (try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? []
        let count = generated.filter { $0.hasSuffix(CrosscutFiles.generatedSuffix) }.count
        if count > 0 {
            print("\(target.name): \(count) generated file(s) in \(outputDirectory.path)")
        }
    }
}

/// A failure the command reports to the user.
struct CommandError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
