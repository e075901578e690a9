import Foundation
import PackagePlugin

/// The one `crosscut generate` command that a target's build runs.
struct GenerationCommand {
    var targetName: String
    var inputs: [URL]
    /// The target's dependencies, in the same package and in others, where parent protocols may be declared.
    var dependencies: DependencyModules?
    /// Whether the target depends on the `Crosscut` library (not known in Xcode projects): without
    /// it, every annotation is an error that says to add it, and nothing is generated.
    var dependsOnRuntime = true
    var workDirectory: URL
    var tool: URL

    /// No command for a target without Swift sources, nor for one whose sources hold decorators the
    /// `generate-decorators` command wrote (an error says to keep one or the other); otherwise one
    /// command over all of them.
    func commands() throws -> [Command] {
        if let written = inputs.first(where: CrosscutFiles.isGeneratedSource) {
            Diagnostics.error(bothPlugins(written: written), file: written.path, line: 1)
            return []
        }
        let sources = inputs.filter(CrosscutFiles.isInput).sorted { $0.path < $1.path }
        guard !sources.isEmpty else { return [] }
        let outputDirectory = workDirectory.appendingPathComponent("Generated", isDirectory: true)
        // The paths go through a file so that a target of thousands of files stays under the
        // command line's length limit.
        let fileList = workDirectory.appendingPathComponent("inputs.txt", isDirectory: false)
        try CrosscutFiles.writeFileList(sources, to: fileList)
        let dependency = try dependencies?.arguments(listsIn: workDirectory, prefix: "") ?? (arguments: [], inputs: [])
        let output = outputDirectory.appendingPathComponent(
            targetName + CrosscutFiles.generatedSuffix, isDirectory: false)
        return [
            .buildCommand(
                displayName: "Generating Crosscut decorators for \(targetName)",
                executable: tool,
                arguments: [
                    "generate", "--output-dir", outputDirectory.path, "--combine", output.lastPathComponent,
                    "--prune", "--file-list", fileList.path,
                ] + dependency.arguments + (dependsOnRuntime ? [] : ["--without-runtime", targetName]),
                inputFiles: sources + [fileList] + dependency.inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The error of a target whose sources hold `written`, a file of decorators that the
    /// `generate-decorators` command wrote and that this plugin would generate a second time.
    private func bothPlugins(written: URL) -> String {
        "target '\(targetName)' applies CrosscutPlugin and also holds decorators that the generate-decorators "
            + "command wrote (\(written.lastPathComponent)), which the plugin would generate again: remove "
            + "CrosscutPlugin from the target's plugins to keep the written files, or delete "
            + "\(written.deletingLastPathComponent().path) to let the plugin generate them at each build"
    }
}
