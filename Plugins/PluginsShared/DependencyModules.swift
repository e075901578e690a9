import Foundation
import PackagePlugin

/// The Swift modules that a target depends on, directly or not, which the generator reads for
/// parent protocols (and generates nothing for): those of the same package for everything a
/// requirement may name, those of other packages (through their products) for their public
/// protocols only, since their files may import modules the target cannot. Macros are left out with
/// what they depend on (swift-syntax): they run in the compiler, and the target cannot refine their
/// protocols.
struct DependencyModules {
    struct Module {
        var name: String
        var files: [URL]
        var isInPackage: Bool
    }

    var modules: [Module]

    init(of target: SourceModuleTarget, in package: Package) {
        let ownTargets = Set(package.targets.map(\.id))
        modules = Self.swiftModules(below: target).map { module in
            let files = module.sourceFiles.filter { $0.type == .source }.map(\.url).filter(CrosscutFiles.isInput)
            return Module(
                name: module.moduleName, files: files.sorted { $0.path < $1.path },
                isInPackage: ownTargets.contains(module.id))
        }
    }

    /// The Swift source modules `target` depends on, through targets and products, each once, in the
    /// order first met; a macro is not followed.
    private static func swiftModules(below target: Target) -> [SourceModuleTarget] {
        var seen: Set<Target.ID> = [target.id]
        var found: [SourceModuleTarget] = []
        var pending = target.dependencies
        while !pending.isEmpty {
            let targets: [Target]
            switch pending.removeFirst() {
            case .target(let target): targets = [target]
            case .product(let product): targets = product.targets
            @unknown default: targets = []
            }
            for dependency in targets where seen.insert(dependency.id).inserted {
                guard let module = dependency as? SourceModuleTarget, module.kind != .macro else { continue }
                if module is SwiftSourceModuleTarget { found.append(module) }
                pending += dependency.dependencies
            }
        }
        return found
    }

    /// Writes each module's file list into `directory` (the file names only: planning never reads
    /// the files) and returns the generator's `--dependency-file-list MODULE=PATH` (same package)
    /// and `--other-package-file-list MODULE=PATH` arguments and the files a build command reads.
    func arguments(listsIn directory: URL, prefix: String) throws -> (arguments: [String], inputs: [URL]) {
        var arguments: [String] = []
        var inputs: [URL] = []
        for module in modules where !module.files.isEmpty {
            let list = directory.appendingPathComponent("\(prefix)dependency-\(module.name).txt", isDirectory: false)
            try CrosscutFiles.writeFileList(module.files, to: list)
            let option = module.isInPackage ? "--dependency-file-list" : "--other-package-file-list"
            arguments += [option, "\(module.name)=\(list.path)"]
            inputs += module.files + [list]
        }
        return (arguments, inputs)
    }
}
