@testable import CrosscutGenerator

/// Hand-made models of the golden tests' protocols (what the parser gives for the sources shown).
enum SampleProtocols {
    /// ```swift
    /// // @crosscut(logging, metrics, caching, retry)
    /// public protocol MeditationCatalog: Sendable {
    ///     // @crosscut(cached(ttl: 300))
    ///     func sessions(for reason: Reason, limit: Int) async throws -> [Session]
    ///     // @crosscut(invalidates)
    ///     func refresh() async throws
    ///     // @crosscut(redact: token)
    ///     func signIn(token: String) async throws -> Account
    /// }
    /// ```
    static let catalog = Build.proto(
        "MeditationCatalog", ["logging", "metrics", "caching", "retry"], access: .public, inherits: ["Sendable"],
        members: [
            Build.function(
                "sessions", [Build.parameter("for", "reason", "Reason"), Build.parameter(nil, "limit", "Int")],
                returns: "[Session]", async: true, throws: .throws,
                annotations: [Build.annotation([Build.item("cached", [("ttl", "300")])])]),
            Build.function(
                "refresh", async: true, throws: .throws,
                annotations: [Build.annotation([Build.item("invalidates")])]),
            Build.function(
                "signIn", [Build.parameter(nil, "token", "String")], returns: "Account", async: true, throws: .throws,
                annotations: [Build.annotation([Build.item("redact", [(nil, "token")])])]),
        ])

    /// ```swift
    /// // @crosscut(logging, metrics)
    /// protocol AgeManager: AnyObject {
    ///     var age: Int { get }
    ///     func increase()
    ///     func decrease()
    /// }
    /// ```
    static let ageManager = Build.proto(
        "AgeManager", ["logging", "metrics"], inherits: ["AnyObject"],
        members: [
            Build.property("age", "Int"),
            Build.function("increase"),
            Build.function("decrease"),
        ])

    /// Every construct the generator forwards, with every concern.
    static let everything = Build.proto(
        "Everything", ["logging", "metrics", "caching", "retry"], access: .public, inherits: ["Sendable"],
        primary: ["Element"],
        members: [
            Build.associatedType("Element", inherits: ["Hashable", "Sendable"]),
            Build.associatedType("Failure", inherits: ["Error"]),
            Build.function("ping"),
            Build.function(
                "fetch", [Build.parameter("_", "id", "Int")], returns: "Element", async: true, throws: .throws,
                annotations: [Build.annotation([Build.item("cached", [("ttl", "60")])])]),
            Build.function("typed", [Build.parameter(nil, "value", "Int")], returns: "Int", throws: .typed("Failure")),
            Build.function("typedAsync", returns: "String", async: true, throws: .typed("Failure")),
            Build.function(
                "map", [Build.parameter("_", "transform", "(Int) throws -> Int")], returns: "[Int]", throws: .rethrows),
            Build.function(
                "convert", [Build.parameter("_", "value", "T"), Build.parameter("to", "type", "U.Type")], returns: "U",
                throws: .throws, generics: "T: Sendable, U: LosslessStringConvertible",
                where: "T: CustomStringConvertible"),
            Build.function(
                "adjust", [Build.parameter("_", "value", "inout Int"), Build.parameter("by", "delta", "Int")]),
            Build.function(
                "run",
                [
                    Build.parameter(nil, "work", "@escaping @Sendable () async -> Void"),
                    Build.parameter(nil, "completion", "() -> Void"),
                ], async: true),
            Build.function("note", [Build.parameter("_", "message", "@autoclosure () -> String")]),
            Build.function(
                "describe", [Build.parameter("_", "item", "some CustomStringConvertible")],
                returns: "any CustomStringConvertible"),
            Build.function("touch", returns: "Int", attributes: ["@discardableResult"]),
            Build.function(
                "lookup", [Build.parameter(nil, "key", "String")], returns: "Int?", throws: .throws,
                annotations: [Build.annotation([Build.item("cached")])]),
            Build.function(
                "submit", [Build.parameter(nil, "start", "Int")], throws: .throws,
                annotations: [Build.annotation([Build.item("noretry"), Build.item("skip", [(nil, "metrics")])])]),
            Build.property("name", "String"),
            Build.property("count", "Int", set: true, annotations: [Build.annotation([Build.item("invalidates")])]),
            Build.property(
                "remote", "Int", async: true, throws: .throws,
                annotations: [Build.annotation([Build.item("cached")])]),
            Build.subscript([Build.parameter(nil, "index", "Int")], returns: "Element?"),
            Build.subscript([Build.parameter("key", "key", "String")], returns: "Int", set: true),
            Build.function("make", returns: "Self"),
            Build.function("shared", returns: "Int", modifiers: ["static"]),
            Build.property("version", "String", modifiers: ["static"]),
            Build.function(
                "==", [Build.parameter(nil, "lhs", "Self"), Build.parameter(nil, "rhs", "Self")], returns: "Bool",
                modifiers: ["static"]),
            Build.function("modern", returns: "Int", attributes: ["@available(macOS 13, iOS 16, *)"]),
            Build.conditional([
                ("DEBUG", [Build.function("debugDump", returns: "String")]),
                (nil, [Build.function("releaseDump", returns: "String")]),
            ]),
        ])
}
