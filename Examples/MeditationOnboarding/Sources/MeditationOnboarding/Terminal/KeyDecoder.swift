/// Turns the bytes a terminal in raw mode sends into keys: arrows, Enter, Backspace, digits,
/// `q`, Ctrl-C and Ctrl-D. Other bytes are ignored.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B, 0x41])  // [.up]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder.
    public init() {}

    /// The keys in `bytes`; an escape sequence split across reads is completed by the next call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard index + 2 < pending.count else {
                    // A lone Escape at the end is held back in case the rest of a sequence follows.
                    if index + 1 < pending.count, pending[index + 1] != 0x5B, pending[index + 1] != 0x4F {
                        index += 1
                        continue
                    }
                    break
                }
                if pending[index + 1] == 0x5B || pending[index + 1] == 0x4F {
                    if let key = Self.arrow(pending[index + 2]) { keys.append(key) }
                    index += 3
                } else {
                    index += 1
                }
                continue
            }
            if let key = Self.key(for: byte) { keys.append(key) }
            index += 1
        }
        pending.removeFirst(index)
        return keys
    }

    private static func arrow(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x44: .back
        default: nil
        }
    }

    private static func key(for byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x7F, 0x08: .back
        case 0x30...0x39: .digit(Int(byte - 0x30))
        case 0x71, 0x51, 0x03, 0x04: .quit
        default: nil
        }
    }
}
