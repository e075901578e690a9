@testable import CrosscutGenerator

/// Bad inputs, one per kind of diagnostic, as hand-made models placed on known lines.
enum DiagnosticScenarios {
    static func protocolWith(
        _ members: [MemberItem], concerns: [String] = ["logging", "metrics", "caching", "retry"],
        access: AccessLevel? = nil, inherits: [String] = []
    ) -> ProtocolDecl {
        Build.proto("Catalog", concerns, access: access, inherits: inherits, members: members, line: 2)
    }

    static func annotated(_ items: [Annotation.Item], line: Int) -> [Annotation] {
        [Build.annotation(items, line: line)]
    }

    static let all: [(name: String, decl: ProtocolDecl)] = [
        ("unknown concern", Build.proto("Catalog", ["loging", "metrics"], members: [])),
        ("member option on protocol", Build.proto("Catalog", ["cached"], members: [])),
        (
            "unknown member option",
            protocolWith([
                Build.function(
                    "load", returns: "Int",
                    annotations: annotated([Build.item("cahced", line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "ill-typed ttl",
            protocolWith([
                Build.function(
                    "load", returns: "Int",
                    annotations: annotated([Build.item("cached", [("ttl", "abc")], line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "unknown cached argument",
            protocolWith([
                Build.function(
                    "load", returns: "Int",
                    annotations: annotated([Build.item("cached", [("tll", "5")], line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "cached without result",
            protocolWith([
                Build.function(
                    "refresh", annotations: annotated([Build.item("cached", line: 3, column: 17)], line: 3), line: 4)
            ])
        ),
        (
            "cached closure key",
            protocolWith([
                Build.function(
                    "load", [Build.parameter(nil, "handler", "@escaping () -> Void", line: 4, column: 15)],
                    returns: "Int", annotations: annotated([Build.item("cached", line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "cached inout, tuple, existential keys",
            protocolWith([
                Build.function(
                    "load",
                    [
                        Build.parameter(nil, "count", "inout Int", line: 4, column: 15),
                        Build.parameter(nil, "pair", "(Int, Int)", line: 4, column: 32),
                        Build.parameter(nil, "item", "any Equatable", line: 4, column: 50),
                    ],
                    returns: "Int", annotations: annotated([Build.item("cached", line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "cached on settable property",
            protocolWith([
                Build.property(
                    "value", "Int", set: true,
                    annotations: annotated([Build.item("cached", line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "invalidates on get-only property",
            protocolWith([
                Build.property(
                    "value", "Int", annotations: annotated([Build.item("invalidates", line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "redact unknown parameter",
            protocolWith([
                Build.function(
                    "signIn", [Build.parameter(nil, "token", "String", line: 4, column: 17)], returns: "Int",
                    annotations: annotated([Build.item("redact", [(nil, "tokn")], line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "skip unknown concern",
            protocolWith([
                Build.function(
                    "load", returns: "Int",
                    annotations: annotated([Build.item("skip", [(nil, "metrix")], line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        ("init requirement", protocolWith([Build.initializer([Build.parameter(nil, "name", "String")], line: 3)])),
        ("private protocol", protocolWith([], access: .private)),
        ("unseen parent", protocolWith([], inherits: ["Collection", "Sendable"])),
        ("actor parent", protocolWith([], inherits: ["Actor"])),
        (
            "variadic parameter",
            protocolWith([
                Build.function("log", [Build.parameter("_", "items", "Any...", line: 3, column: 14)], line: 3)
            ])
        ),
        ("Self in a collection", protocolWith([Build.function("all", returns: "[Self]", line: 3)])),
        (
            "concern on a member",
            protocolWith([
                Build.function(
                    "load", returns: "Int",
                    annotations: annotated([Build.item("logging", line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "noretry on non-throwing member",
            protocolWith([
                Build.function(
                    "load", returns: "Int",
                    annotations: annotated([Build.item("noretry", line: 3, column: 17)], line: 3),
                    line: 4)
            ])
        ),
        (
            "cached without caching concern",
            protocolWith(
                [
                    Build.function(
                        "load", returns: "Int",
                        annotations: annotated([Build.item("cached", line: 3, column: 17)], line: 3),
                        line: 4)
                ], concerns: ["logging"])
        ),
        ("caching without cached members", protocolWith([Build.function("load", returns: "Int", line: 3)])),
        ("clashing name", protocolWith([Build.property("concerns", "Int", line: 3)])),
        (
            "nonisolated member of a main-actor protocol without Sendable",
            Build.proto(
                "Navigator", ["logging"], attributes: ["@MainActor"],
                members: [Build.function("id", returns: "String", modifiers: ["nonisolated"], line: 3)])
        ),
        (
            "operator without Self",
            protocolWith([
                Build.function(
                    "+", [Build.parameter(nil, "lhs", "Int"), Build.parameter(nil, "rhs", "Int")], returns: "Int",
                    modifiers: ["static"], line: 3)
            ])
        ),
    ]
}
