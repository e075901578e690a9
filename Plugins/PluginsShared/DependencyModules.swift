import Foundation
import PackagePlugin

/// The modules of the package that a target depends on, directly or not, which the generator reads
/// for parent protocols (and generates nothing for). Other packages' targets are left out: their
/// files may import modules the target cannot.
struct DependencyModules {
    var modules: [(name: String, files: [URL])]

    init(of target: SourceModuleTarget, in package: Package) {
        let ownTargets = Set(package.targets.map(\.id))
        modules = target.recursiveTargetDependencies
            .filter { ownTargets.contains($0.id) }
            .compactMap { $0 as? SourceModuleTarget }
            .map { module in
                let files = module.sourceFiles.filter { $0.type == .source }.map(\.url).filter(CrosscutFiles.isInput)
                return (module.moduleName, files.sorted { $0.path < $1.path })
            }
    }

    /// Writes each module's file list into `directory` (the file names only: planning never reads
    /// the files) and returns the generator's `--dependency-file-list MODULE=PATH` arguments and
    /// the files a build command reads.
    func arguments(listsIn directory: URL, prefix: String) throws -> (arguments: [String], inputs: [URL]) {
        var arguments: [String] = []
        var inputs: [URL] = []
        for module in modules {
            let list = directory.appendingPathComponent("\(prefix)dependency-\(module.name).txt", isDirectory: false)
            try CrosscutFiles.writeFileList(module.files, to: list)
            arguments += ["--dependency-file-list", "\(module.name)=\(list.path)"]
            inputs += module.files + [list]
        }
        return (arguments, inputs)
    }
}
