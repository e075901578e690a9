import Foundation
import PackagePlugin

/// Generates the decorators of a target's annotated protocols as part of its build.
///
/// The plan depends only on the target's file *names*: SwiftPM calls `createBuildCommands` only when
/// it re-plans the build (a manifest change, a file added or removed), not after an edit in place.
/// Every Swift file is an input, and the one output, `TARGET+Crosscut.swift` in the plugin's work
/// directory, holds the decorators of all the target's annotated protocols (only comments when there
/// are none), so that an annotation added to or removed from any file is picked up by the next build.
/// One file per target rather than one per input: each (mostly empty) file per input measurably
/// slows a debug build of a large target, see `Plugins/README.md`.
@main
struct CrosscutPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles.filter { $0.type == .source }.map(\.url)
        let dependsOnRuntime = module.recursiveTargetDependencies.contains { $0.name == "Crosscut" }
        return try GenerationCommand(
            targetName: target.name, inputs: inputs, dependencies: DependencyModules(of: module, in: context.package),
            dependsOnRuntime: dependsOnRuntime, workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "CrosscutTool").url
        ).commands()
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CrosscutPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.filter { $0.type == .source }.map(\.url)
            return try GenerationCommand(
                targetName: target.displayName, inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
                tool: context.tool(named: "CrosscutTool").url
            ).commands()
        }
    }
#endif
