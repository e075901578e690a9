/// The types of the standard library (and of Synchronization) whose values cannot be copied
/// (`ExecutorJob`, `Mutex`, `Atomic`) or cannot escape a call (the spans), among those the annotated
/// protocols' requirements name: a value of one is forwarded, never logged, kept in a cache key or
/// passed on twice, as a value of the target's own noncopyable types (``DeclaredNoncopyableTypes``).
///
/// A generic one counts only where it is written with its arguments (`Span<UInt8>`, `Mutex<Int>`),
/// so that another module's protocol of the name (swift-distributed-tracing's `Span`) is not taken
/// for it; and none counts when the target or its dependencies declare a type of the name (a `Job`
/// of their own). `InlineArray` and `Optional` are as copyable as their elements, whose own names
/// say when they are not; `UnownedJob` is copyable.
///
/// ```swift
/// StandardNoncopyableTypes.names(in: shape)  // ["ExecutorJob"] for `consuming ExecutorJob`, [] for `any Span`
/// ```
enum StandardNoncopyableTypes {
    /// The generic ones, which count only written with their arguments.
    private static let generic: Set<String> = [
        "Mutex", "Atomic", "AtomicLazyReference", "Span", "MutableSpan", "OutputSpan",
    ]
    /// The others (`Job` is `ExecutorJob`'s deprecated former name).
    private static let plain: Set<String> = [
        "ExecutorJob", "Job", "RawSpan", "MutableRawSpan", "OutputRawSpan", "UTF8Span",
    ]

    /// The ones that the requirements of `index`'s protocols name and that no file of `scanned`
    /// (the target's and its dependencies') declares a type under. The files' scans are merged only
    /// when a requirement names one.
    static func names(namedIn index: ProtocolIndex, declaredIn scanned: ScannedSources) -> Set<String> {
        var named: Set<String> = []
        for shape in index.models.flatMap(\.protocols).flatMap(\.requirementShapes) {
            named.formUnion(names(in: shape))
        }
        guard !named.isEmpty else { return [] }
        return named.subtracting(scanned.declarations.all)
    }

    /// The names in `shape` that stand for one of them.
    static func names(in shape: TypeShape) -> Set<String> {
        Set(
            shape.identifiers.filter { name in
                plain.contains(name) || (generic.contains(name) && isWrittenWithArguments(name, in: shape.core))
            })
    }

    /// Whether `name` stands in `type` as a whole word followed by `<`.
    private static func isWrittenWithArguments(_ name: String, in type: String) -> Bool {
        let pieces = TextPiece.pieces(of: type)
        return pieces.indices.contains { pieces[$0] == .word(name) && pieces.isFollowed(at: $0, by: "<") }
    }
}
