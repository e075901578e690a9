/// Which of a requirement's attributes a decorator's member repeats: all of them but result
/// builders.
///
/// The member must match the requirement's availability, isolation and result use, so it repeats
/// `@available`, `@discardableResult`, `@preconcurrency`, global actors (`@MainActor`, however
/// named), and any attribute the generator does not know. A result builder it must not repeat: the
/// body forwards the decoratee's result, which a builder would take for a component to build from
/// (and with `return`, the compiler warns that the builder is disabled). So the member drops result
/// builders, and where the requirement has one, its body says `return`: without it, the compiler
/// applies the requirement's builder to the body all the same.
///
/// A custom attribute is a result builder when its name (without module, generic arguments and
/// arguments) ends in `Builder` (`@ViewBuilder`, `@SceneBuilder`, `@RegexComponentBuilder`,
/// `@ChartContentBuilder`, …) or the target declares it `@resultBuilder` (``DeclaredResultBuilders``).
enum RepeatedAttributes {
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
