/// What a file of another package's module may give the target: its public protocols, which the
/// target's protocols may refine (swift-service-lifecycle's `Service`), and the imports that a
/// decorator forwarding their requirements repeats, because a public requirement names only types
/// those can bring.
///
/// Left out: protocols that are not public (the target cannot see them), imports that a public
/// declaration cannot use (`internal`, `package`, `@_implementationOnly`, `@_spi`, `@testable`
/// ones) or that the target could not repeat as written (`@_exported`, which would re-export the
/// module from the target, and `@_documentation`, which only re-export has a use for), and a
/// requirement's `@available` that names an availability macro (`@available(gRPCSwift 2.3, *)`):
/// only that package's build settings define it, and a decorator member repeating it in the
/// target would draw "unrecognized platform name", the attribute ignored all the same.
///
/// ```swift
/// OtherPackageModel.visiblePart(of: model)  // `public protocol Service` and `import Logging`, no internal ones
/// ```
enum OtherPackageModel {
    static func visiblePart(of model: SourceModel) -> SourceModel {
        SourceModel(
            file: model.file, imports: model.imports.compactMap(repeatable),
            protocols: model.protocols.filter { $0.effectiveAccess >= .public }.map(withoutAvailabilityMacros),
            conditionalImports: model.conditionalImports.compactMap { decl in
                repeatable(decl.declaration).map { ImportDecl(declaration: $0, conditions: decl.conditions) }
            })
    }

    /// `decl` with its requirements' `@available` attributes that name a macro left out.
    private static func withoutAvailabilityMacros(_ decl: ProtocolDecl) -> ProtocolDecl {
        var decl = decl
        decl.members = decl.members.compactMapMembers { (member: Member) -> Member? in
            var member = member
            member.attributes.removeAll(where: namesAvailabilityMacro)
            return member
        }
        return decl
    }

    /// Whether `attribute` is an `@available` whose first argument is neither `*` nor a platform or
    /// language Swift knows: an availability macro (`@available(gRPCSwift 2.3, *)`).
    static func namesAvailabilityMacro(_ attribute: String) -> Bool {
        guard attribute.hasPrefix("@available(") else { return false }
        let first = attribute.dropFirst("@available(".count).drop(while: \.isWhitespace)
            .prefix { $0.isIdentifierCharacter || $0 == "*" }
        return !first.isEmpty && !knownAvailabilityNames.contains(String(first))
    }

    private static let knownAvailabilityNames: Set<String> = [
        "*", "swift", "_PackageDescription", "macOS", "OSX", "iOS", "watchOS", "tvOS", "visionOS", "xrOS",
        "macCatalyst", "DriverKit", "macOSApplicationExtension", "OSXApplicationExtension",
        "iOSApplicationExtension", "watchOSApplicationExtension", "tvOSApplicationExtension",
        "visionOSApplicationExtension", "macCatalystApplicationExtension", "OpenBSD", "FreeBSD", "Windows",
        "Android", "anyAppleOS",
    ]

    /// `written` as the generated file repeats it, or `nil` when it does not.
    private static func repeatable(_ written: String) -> String? {
        guard var statement = ImportStatement(Substring(written)), statement.level.map({ $0 == .public }) ?? true,
            !statement.attributes.contains(where: { unusable.contains(name(of: $0)) })
        else { return nil }
        statement.attributes.removeAll { reexporting.contains(name(of: $0)) }
        return statement.text
    }

    /// `@_spi` for `@_spi(Internal)`.
    private static func name(of attribute: String) -> String {
        String(attribute.prefix { $0 != "(" })
    }

    private static let unusable: Set<String> = ["@_implementationOnly", "@_spi", "@testable"]
    private static let reexporting: Set<String> = ["@_exported", "@_documentation"]
}
