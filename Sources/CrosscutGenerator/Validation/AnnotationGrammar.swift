/// The words of `// @crosscut(...)` annotations.
///
/// Protocol level — the concerns, in any order (decorators are always composed in the canonical
/// order logging, metrics, caching, retry), and optionally the name the decorators are named
/// after instead of the protocol's (`LoggingShopCatalog`), for a target that already has a type
/// named `LoggingCatalog`:
///
/// ```swift
/// // @crosscut(logging, metrics, caching, retry)
/// protocol Catalog { ... }
///
/// // @crosscut(logging, named: ShopCatalog)
/// protocol Catalog { ... }
/// ```
///
/// Member level — options refining one requirement (several per annotation, or several annotations):
///
/// | option | meaning | applies to |
/// |---|---|---|
/// | `cached` / `cached(ttl: 300)` | cache results for the TTL in seconds (default: the cache's) | methods and get-only properties/subscripts with a result |
/// | `cached(ttl: 60, ignoring: handler, locale)` | leave parameters out of the cache key | same |
/// | `invalidates` | clear the service's cached results after a successful call | methods, settable properties/subscripts |
/// | `redact: token, pin` / `redact(token, pin)` | log these parameters redacted; `redact` alone on a property: its new value | methods, subscripts, settable properties |
/// | `skip(logging, metrics)` | these concerns forward this member untouched | any member |
/// | `noretry` | never retry this member (not idempotent) | throwing members |
enum AnnotationGrammar {
    static let concerns = ConcernKind.allCases.map(\.rawValue)

    static let cached = "cached"
    static let invalidates = "invalidates"
    static let redact = "redact"
    static let skip = "skip"
    static let noRetry = "noretry"
    /// The protocol option naming the decorators: `named: ShopCatalog`.
    static let named = "named"

    static let memberOptions = [cached, invalidates, redact, skip, noRetry]

    /// How the concerns are listed in messages.
    static let concernList = "logging, metrics, caching, retry"
    /// How the member options are listed in messages.
    static let memberOptionList =
        "cached(ttl: seconds, ignoring: parameter), invalidates, redact: parameter, skip(concern), noretry"
}
