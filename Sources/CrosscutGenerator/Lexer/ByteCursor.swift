/// A position in a source's bytes: the vocabulary every byte-level scan reads them through, so that
/// bounds are checked here and nowhere else (no scan writes `index + 1 < count`).
///
/// ```swift
/// var cursor = ByteCursor(bytes, at: start)
/// if cursor.is(Byte.slash), cursor.is(Byte.slash, at: 1) {   // `//`
///     cursor.advance(while: { !Byte.isLineBreak($0) })
/// }
/// ```
///
/// The checks are written with `guard` and `,` rather than `&&`: a debug build calls `&&`'s
/// autoclosure, and these run once per byte in the `crosscut` that SwiftPM builds in debug.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the byte ``peek(at:)`` reads first; at most `bytes.count`.
    private(set) var offset: Int

    /// A cursor at `offset` (clamped to the end).
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        self.bytes = bytes
        self.offset = offset < bytes.count ? offset : bytes.count
    }

    /// Whether every byte has been read.
    @inline(__always) var isAtEnd: Bool { offset >= bytes.count }

    /// The byte `distance` bytes ahead, or `nil` past the end.
    @inline(__always) func peek(at distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    /// Whether the byte `distance` bytes ahead is `byte` (never past the end).
    @inline(__always) func `is`(_ byte: UInt8, at distance: Int = 0) -> Bool {
        guard offset + distance < bytes.count else { return false }
        return bytes[offset + distance] == byte
    }

    /// Whether the byte `distance` bytes ahead passes `test` (never past the end).
    @inline(__always) func `is`(at distance: Int = 0, where test: (UInt8) -> Bool) -> Bool {
        guard offset + distance < bytes.count else { return false }
        return test(bytes[offset + distance])
    }

    /// Whether `word` is spelled from `distance` bytes ahead.
    @inline(__always) func spells(_ word: FixedWord, at distance: Int = 0) -> Bool {
        word.isSpelled(in: bytes, at: offset + distance)
    }

    /// Moves `count` bytes ahead, or to the end.
    @inline(__always) mutating func advance(by count: Int = 1) {
        offset = offset + count < bytes.count ? offset + count : bytes.count
    }

    /// Moves to `target` (clamped to the end).
    @inline(__always) mutating func move(to target: Int) {
        offset = target < bytes.count ? target : bytes.count
    }

    /// Moves past `byte` if it is next, and says whether it was.
    @discardableResult
    @inline(__always) mutating func advance(matching byte: UInt8) -> Bool {
        guard self.is(byte) else { return false }
        offset += 1
        return true
    }

    /// Moves past every byte that passes `test`.
    @inline(__always) mutating func advance(while test: (UInt8) -> Bool) {
        while offset < bytes.count, test(bytes[offset]) { offset += 1 }
    }

    /// Moves past a run of `byte` and says how long it was.
    @discardableResult
    @inline(__always) mutating func advance(whileMatching byte: UInt8) -> Int {
        let start = offset
        while offset < bytes.count, bytes[offset] == byte { offset += 1 }
        return offset - start
    }
}
