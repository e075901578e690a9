/// A decorated service as Crosscut keeps its state: the protocol's name, qualified by the module that
/// declares it, so that two modules' services of one name never share cached results, metric series
/// or circuit breakers.
///
/// The decorators name their module from `#fileID`, where they are compiled: a Composer never writes
/// one, and code that calls the runtime by hand gets its own module the same way.
///
/// ```swift
/// let catalog = ServiceName("Catalog", fileID: #fileID)  // in module Shop: Shop's Catalog
/// catalog.labels  // ["module": "Shop", "service": "Catalog"]
/// ```
public struct ServiceName: Sendable, Hashable, CustomStringConvertible {
    /// The protocol's name, as events name the service: `Catalog`, or `Outer.Catalog` when nested.
    public var name: String
    /// The module that declares it.
    public var module: String

    /// The service `name` declared in `module`.
    public init(_ name: String, module: String) {
        self.name = name
        self.module = module
    }

    /// The service `name` declared in the module that `fileID` (a `#fileID`, `Module/File.swift`)
    /// names.
    public init(_ name: String, fileID: String) {
        self.init(name, module: String(fileID.prefix { $0 != "/" }))
    }

    /// `Module.Name`.
    public var description: String { "\(module).\(name)" }

    /// The labels of the service's metric series, `module` and `service`.
    public var labels: Dimensions { ["module": module, "service": name] }

    /// The labels of one member's series: `member`, `module` and `service`.
    @usableFromInline
    func labels(member: String) -> Dimensions { labels.sortedByKey(adding: "member", member) }
}
