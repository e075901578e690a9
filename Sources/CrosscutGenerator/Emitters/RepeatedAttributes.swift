/// Which of a requirement's attributes a decorator's member repeats: all of them but result
/// builders and those that cannot stand on it.
///
/// The member must match the requirement's availability, isolation and result use, so it repeats
/// `@available`, `@discardableResult`, `@preconcurrency`, global actors (`@MainActor`, however
/// named), `@inline(__always)`, `@_disfavoredOverload`, and any attribute the generator does not
/// know. A result builder it must not repeat: the body forwards the decoratee's result, which a
/// builder would take for a component to build from (and with `return`, the compiler warns that the
/// builder is disabled). So the member drops result builders, and where the requirement has one, its
/// body says `return`: without it, the compiler applies the requirement's builder to the body all
/// the same.
///
/// A custom attribute is a result builder when its name (without module, generic arguments and
/// arguments) ends in `Builder` (`@ViewBuilder`, `@SceneBuilder`, `@RegexComponentBuilder`,
/// `@ChartContentBuilder`, …) or the target declares it `@resultBuilder` (``DeclaredResultBuilders``).
///
/// Nor does the member repeat an attribute that a requirement may have but a member that forwards
/// and adds a concern may not, or of which it would not be true:
/// - one that puts the member's body into its callers' modules (`@inlinable`, `@inline(always)`,
///   `@_alwaysEmitIntoClient`, `@export(implementation)`, `@backDeployed`): the body reaches the
///   decorator's private decoratee and metric handles, which such a body cannot (swift-nio marks
///   requirements `@inlinable`);
/// - one that promises the member neither allocates, locks nor has effects (`@_noAllocation`,
///   `@_noLocks`, `@_noRuntime`, `@_noExistentials`, `@_noObjCBridging`, `@_effects`, `@_semantics`),
///   which it does when it logs;
/// - one that gives it the requirement's symbol or specializations (`@_silgen_name`,
///   `@_originallyDefinedIn`, `@_specialize`, whose `where Self == …` the decorator is not).
///
/// Attributes that no requirement may have (`@_transparent`, `@usableFromInline`, `@nonobjc`,
/// `@_cdecl`) need no rule: the compiler rejects the protocol first.
enum RepeatedAttributes {
    /// Whether the decorator's member repeats `attribute`, `resultBuilders` being the target's.
    static func isRepeated(_ attribute: String, resultBuilders: Set<String>) -> Bool {
        !isResultBuilder(attribute, declared: resultBuilders) && !unrepeatable.contains(String(name(of: attribute)))
            && !unrepeatableSpellings.contains(attribute.filter { !$0.isWhitespace })
    }

    /// The names of the attributes a member never repeats, whatever their arguments.
    private static let unrepeatable: Set<String> = [
        "inlinable", "_alwaysEmitIntoClient", "backDeployed", "_noAllocation", "_noLocks", "_noRuntime",
        "_noExistentials", "_noObjCBridging", "_effects", "_semantics", "_silgen_name", "_originallyDefinedIn",
        "_specialize",
    ]

    /// The attributes a member does not repeat with these arguments (without whitespace), though it
    /// does with others (`@inline(__always)`, `@export(interface)`).
    private static let unrepeatableSpellings: Set<String> = ["@inline(always)", "@export(implementation)"]

    /// Whether `attribute` is a result builder, `declared` being the target's.
    static func isResultBuilder(_ attribute: String, declared: Set<String>) -> Bool {
        let name = name(of: attribute)
        return name.hasSuffix("Builder") || declared.contains(String(name))
    }

    /// Whether only the target's declarations can tell if `attribute` is a result builder: its name
    /// is a type's (capitalized) that says neither `Builder` nor `Actor`.
    static func needsDeclaredResultBuilders(_ attribute: String) -> Bool {
        let name = name(of: attribute)
        return name.first?.isUppercase == true && !name.hasSuffix("Builder") && !name.hasSuffix("Actor")
    }

    /// `Bar` for `@Foo.Bar<Int>(x)`.
    private static func name(of attribute: String) -> Substring {
        let path = attribute.dropFirst().prefix { $0 != "<" && $0 != "(" }
        return path.split(separator: ".").last ?? path
    }
}
