/// Type and keyword names that a signature can use without importing any module: the standard
/// library's (`Swift` and `_Concurrency`) and the words of type syntax. What else a signature
/// names comes from the target or from an imported module.
enum StandardLibraryNames {
    static func contains(_ name: String) -> Bool {
        names.contains(name) || protocols.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// The standard library's protocols a signature may use as a type (with `any`, or bare in Swift 5).
    static let protocols: Set<String> = [
        "Error", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "Encoder", "Decoder", "CodingKey", "Sendable", "SendableMetatype", "Copyable", "Escapable",
        "BitwiseCopyable", "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "TextOutputStream", "TextOutputStreamable", "CustomReflectable", "StringProtocol", "Sequence",
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "RangeExpression", "Numeric", "SignedNumeric",
        "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "BinaryFloatingPoint",
        "AdditiveArithmetic", "Strideable", "RawRepresentable", "CaseIterable", "OptionSet", "SetAlgebra",
        "RegexComponent", "Clock", "InstantProtocol", "DurationProtocol", "RandomNumberGenerator",
        "Actor", "AnyActor", "GlobalActor", "DistributedActor", "Executor", "SerialExecutor", "TaskExecutor",
    ]

    private static let prefixes = ["Unsafe", "ExpressibleBy", "SIMD", "Int", "UInt", "Float", "Async", "Lazy"]

    private static let names: Set<String> = [
        // Type syntax.
        "some", "any", "inout", "throws", "rethrows", "async", "sending", "consuming", "borrowing", "isolated",
        "nonisolated", "where", "each", "repeat", "Type", "Protocol", "Self", "let", "var", "copy", "Swift",
        "_Concurrency",
        // Values and collections.
        "Bool", "Double", "String", "Substring", "Character", "StaticString", "Unicode", "Array", "ArraySlice",
        "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Never", "Void", "Any", "AnyObject",
        "AnyHashable", "AnyKeyPath", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath",
        "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough", "Duration",
        "KeyValuePairs", "Slice", "CollectionOfOne", "EmptyCollection", "Repeated", "StrideTo", "StrideThrough",
        "AnySequence", "AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection", "AnyIterator",
        "EnumeratedSequence", "Zip2Sequence", "ReversedCollection", "DefaultIndices", "IndexingIterator",
        "ObjectIdentifier", "OpaquePointer", "Mirror", "Hasher", "Regex", "Span", "MutableSpan", "RawSpan",
        "MutableRawSpan", "InlineArray", "StaticBigInt", "CodingUserInfoKey", "DecodingError", "EncodingError",
        // Concurrency.
        "Task", "TaskGroup", "ThrowingTaskGroup", "DiscardingTaskGroup", "ThrowingDiscardingTaskGroup",
        "TaskPriority", "TaskLocal", "CheckedContinuation", "UnsafeContinuation", "CancellationError",
        "ContinuousClock", "SuspendingClock", "MainActor", "UnownedSerialExecutor", "UnownedTaskExecutor",
        "ExecutorJob", "JobPriority",
    ]
}
