/// What the generator learned of the whole target's declarations for the emitters, each part
/// scanned for only when a plan needs it.
struct TargetDeclarations: Sendable {
    /// The result builders the target declares whose names do not say so (see ``RepeatedAttributes``).
    var resultBuilders: Set<String> = []
    /// The type names the target may declare, when an import may be narrowed (see ``FileImports``);
    /// `nil` when the generator did not look.
    var types: Set<String>?
    /// The type names each module the target depends on in the same package declares, and each
    /// module of another package read for a parent protocol, for the modules that re-export none
    /// (the others may bring any name).
    var dependencyTypes: [String: Set<String>] = [:]
    /// The noncopyable types the target declares, when a requirement may name one (see
    /// ``DeclaredNoncopyableTypes``): never copied into a log event or a cache key.
    var noncopyableTypes: Set<String> = []
    /// The protocols the target may declare, which signatures spell with `any` (see ``ExistentialSpelling``).
    var protocols: Set<String> = []
    /// The structs, classes, enums and actors the target may declare, which signatures never spell
    /// with `any`, even where the standard library has a protocol of the name (WasmKit's `Encoder`).
    var concreteTypes: Set<String> = []
}
