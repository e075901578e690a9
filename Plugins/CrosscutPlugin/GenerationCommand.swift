import Foundation
import PackagePlugin

/// The one `crosscut generate` command that a target's build runs.
struct GenerationCommand {
    var targetName: String
    var inputs: [URL]
    /// The target's dependencies in the same package, where parent protocols may be declared.
    var dependencies: DependencyModules?
    var workDirectory: URL
    var tool: URL

    /// No command for a target without Swift sources; otherwise one command over all of them.
    func commands() throws -> [Command] {
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
                ] + dependency.arguments,
                inputFiles: sources + [fileList] + dependency.inputs,
                outputFiles: [output]
            )
        ]
    }
}
