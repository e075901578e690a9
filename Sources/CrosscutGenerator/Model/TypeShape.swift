/// What a type, as written in the source, looks like: enough to forward a parameter and to tell
/// whether a value of it can be part of a cache key. The parser reads it from the type's tokens
/// (`Parser+TypeShape.swift`), so later stages never take a type's text apart.
struct TypeShape: Hashable, Sendable {
    /// The specifiers a type may be written with: `inout`, the ownership ones, `isolated`.
    struct Specifiers: OptionSet, Hashable, Sendable {
        let rawValue: UInt8

        static let `inout` = Specifiers(rawValue: 1 << 0)
        static let borrowing = Specifiers(rawValue: 1 << 1)
        static let consuming = Specifiers(rawValue: 1 << 2)
        static let sending = Specifiers(rawValue: 1 << 3)
        /// `__owned`.
        static let owned = Specifiers(rawValue: 1 << 4)
        /// `__shared`.
        static let shared = Specifiers(rawValue: 1 << 5)
        static let isolated = Specifiers(rawValue: 1 << 6)
    }

    /// The type without its leading attributes and specifiers and a variadic `...`: `() -> Void`
    /// for `@escaping @Sendable () -> Void`, `Int` for `inout Int`.
    var core: String
    /// The attributes written before the type, as written: `@escaping`, `@convention(c)`.
    var attributes: [String] = []
    /// The specifiers written before the type.
    var specifiers: Specifiers = []
    /// `true` for a variadic parameter's `T...`.
    var isVariadic = false
    /// `true` for function types: `() -> Void`, `(Int) async throws -> String`.
    var isFunction = false
    /// `true` for an optional function type such as `(() -> Void)?`, which also cannot be hashed.
    var isOptionalFunction = false
    /// `true` for tuple types (`(Int, String)`, `()`), not for a parenthesized single type.
    var isTuple = false
    /// `true` for `any P` existentials and old-style protocol compositions written with `any`.
    var isExistential = false
    /// `true` for a parameter pack's expansion, `repeat each T`.
    var isPack = false
    /// `true` for `some P` opaque types.
    var isOpaque = false
    /// `true` for metatypes such as `T.Type` and `any P.Type`.
    var isMetatype = false
    /// `true` when the type is exactly `Self` (attributes and specifiers aside).
    var isSelf = false
    /// `true` when the type spells `Self` other than as `Self.Member` (`[Self]`, `Self?`).
    var mentionsBareSelf = false
    /// `true` when `@Sendable` is written anywhere in the type, not only before it.
    var mentionsSendable = false
    /// `true` for `Void`, `()` and `Swift.Void`, with nothing written before them.
    var isVoid = false
    /// The identifiers of the core, without backticks: `["Dictionary", "String", "T"]` for
    /// `Dictionary<String, T>`, `["Result", "Int", "any", "Error"]` for `Result<Int, any Error>`.
    var identifiers: [String] = []

    /// `true` for `inout T`.
    var isInout: Bool { specifiers.contains(.inout) }

    /// `true` for `inout Self`: the decorator passes its argument's decoratee inout.
    var isInoutSelf: Bool { isSelf && isInout }

    /// `true` for a `Self` argument the decorator can read its concerns from: not `inout`, nor
    /// given away (`consuming`, `sending`).
    var isPlainSelfArgument: Bool { isSelf && !isInout && !isConsuming && !isSending }

    /// `true` for `sending T`: the value is given away by the call, and can be given only once.
    var isSending: Bool { specifiers.contains(.sending) }

    /// `true` for `consuming T`.
    var isConsuming: Bool { specifiers.contains(.consuming) }

    /// `true` for `consuming T` or `borrowing T`: the value is not implicitly copied, so the
    /// decorator copies it (`copy x`) where it uses it besides the call.
    var isOwnershipExplicit: Bool { !specifiers.isDisjoint(with: [.consuming, .borrowing]) }

    /// `true` for `@autoclosure () -> T`.
    var isAutoclosure: Bool { attributes.contains("@autoclosure") }

    /// The shape of `aliased`, the type a typealias written here stands for, with the attributes
    /// and specifiers written here before its own.
    func standingFor(_ aliased: TypeShape) -> TypeShape {
        var shape = aliased
        shape.attributes = attributes + aliased.attributes
        shape.specifiers.formUnion(specifiers)
        return shape
    }
}
