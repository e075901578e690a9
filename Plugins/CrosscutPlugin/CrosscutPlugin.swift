import PackagePlugin

@main
struct CrosscutPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
