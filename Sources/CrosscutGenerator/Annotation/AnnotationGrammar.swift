/// The words of `// @crosscut(...)` annotations, derived from the concerns' descriptions.
///
/// Protocol level — the concerns (``ConcernDescription/all``), in any order (decorators are always
/// composed in the canonical order), and optionally the name the decorators are named after
/// instead of the protocol's (`LoggingShopCatalog`), for a target that already has a type named
/// `LoggingCatalog`:
///
/// ```swift
/// // @crosscut(logging, metrics, caching, retry)
/// protocol Catalog { ... }
///
/// // @crosscut(logging, named: ShopCatalog)
/// protocol Catalog { ... }
/// ```
///
/// Member level — options refining one requirement, several per annotation or several annotations:
/// each concern's ``ConcernRules/memberOptions``, and `skip(logging, metrics)`, which leaves the
/// requirement out of the concerns named.
///
/// ```swift
/// // @crosscut(cached(ttl: 60, ignoring: locale), skip(logging))
/// func sessions(for reason: Reason, locale: Locale) async throws -> [Session]
/// ```
enum AnnotationGrammar {
    /// The concerns' names, in canonical order.
    static let concerns = ConcernDescription.all.map(\.name)
    /// How the concerns are listed in messages.
    static let concernList = concerns.joined(separator: ", ")

    /// `unknown concern 'loging'. Did you mean 'logging'? Concerns are logging, ...`, with `place`
    /// after the name (` in 'skip'`).
    static func unknownConcernMessage(_ name: String, place: String = "") -> String {
        "unknown concern '\(name)'\(place).\(EditDistance.didYouMean(name, among: concerns)) Concerns are \(concernList)"
    }

    /// Every member option, the concerns' and `skip`, in the order messages list them.
    static let memberOptions = (ConcernDescription.all.flatMap(\.rules.memberOptions) + [MemberOptionReader.skip])
        .sorted { $0.orderInMessages < $1.orderInMessages }
    /// The member options' names, for suggestions.
    static let memberOptionNames = memberOptions.map(\.name)
    /// How the member options are listed in messages.
    static let memberOptionList = memberOptions.map(\.grammar).joined(separator: ", ")
    /// The names of the member options whose rules ask which types are noncopyable.
    static let optionsNeedingNoncopyableTypes = Set(memberOptions.filter(\.needsNoncopyableTypes).map(\.name))

    private static let memberOptionsByName = Dictionary(uniqueKeysWithValues: memberOptions.map { ($0.name, $0) })

    /// The member option named `name`, if there is one.
    static func memberOption(named name: String) -> MemberOption? { memberOptionsByName[name] }

    /// The protocol option naming the decorators: `named: ShopCatalog`.
    static let named = "named"
}
