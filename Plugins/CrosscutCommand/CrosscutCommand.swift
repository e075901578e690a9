import PackagePlugin

@main
struct CrosscutCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
