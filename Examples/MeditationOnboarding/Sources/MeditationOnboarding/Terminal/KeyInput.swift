import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys the user presses, read on a thread of their own so the program stays responsive.
///
/// From a terminal in raw mode it decodes key presses; from a pipe or a file it reads one key per
/// line (see ``PipedKey``), reports lines it does not understand through `onUnknownLine`, and
/// ends at the end of input.
public enum KeyInput {
    /// Where the keys come from.
    public enum Source: Sendable {
        /// A terminal in raw mode.
        case terminal
        /// Lines of text: a pipe or a file.
        case lines
    }

    /// The keys read from standard input, ending at the end of input.
    public static func keys(
        from source: Source,
        onUnknownLine: @escaping @Sendable (String) -> Void
    ) -> AsyncStream<Key> {
        let (stream, continuation) = AsyncStream.makeStream(of: Key.self)
        let reader = Thread {
            switch source {
            case .terminal: readTerminal(into: continuation)
            case .lines: readLines(into: continuation, onUnknownLine: onUnknownLine)
            }
            continuation.finish()
        }
        reader.name = "onboarding.keys"
        reader.start()
        return stream
    }

    private static func readTerminal(into continuation: AsyncStream<Key>.Continuation) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 32)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            for key in decoder.decode(buffer[0..<count]) {
                continuation.yield(key)
                if key == .quit { return }
            }
        }
    }

    private static func readLines(
        into continuation: AsyncStream<Key>.Continuation,
        onUnknownLine: @Sendable (String) -> Void
    ) {
        while let line = readLine() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            guard let key = PipedKey.key(forLine: line) else {
                onUnknownLine(line)
                continue
            }
            continuation.yield(key)
            if key == .quit { return }
        }
    }
}
