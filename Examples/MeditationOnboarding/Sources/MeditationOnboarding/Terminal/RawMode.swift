#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal on standard input into raw mode (keys arrive one by one, unechoed) and
/// guarantees it is put back: by ``restore()``, at exit, and when a signal ends the program.
///
/// ```swift
/// let raw = RawMode.enable()
/// defer { raw?.restore() }
/// ```
public final class RawMode: Sendable {
    private init() {}

    /// Switches standard input to raw mode, or returns nil when it is not a terminal.
    public static func enable() -> RawMode? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var original = termios()
            guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
            savedTerminal = original
            var raw = original
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
                controlCharacters[Int(VMIN)] = 1
                controlCharacters[Int(VTIME)] = 0
            }
            guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
            installRestoringHandlers()
            writeToTerminal(hideCursor)
            return RawMode()
        #else
            return nil
        #endif
    }

    /// Puts the terminal back as it was and shows the cursor again. Safe to call more than once.
    public func restore() {
        restoreTerminal()
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    // Written once before the handlers are installed, then only read — also from signal handlers,
    // which may call nothing but async-signal-safe functions such as `tcsetattr` and `write`.
    nonisolated(unsafe) private var savedTerminal: termios?

    private let hideCursor: StaticString = "\u{1B}[?25l"
    private let showCursor: StaticString = "\u{1B}[?25h"

    private func restoreTerminal() {
        guard var original = savedTerminal else { return }
        savedTerminal = nil
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        writeToTerminal(showCursor)
    }

    private func writeToTerminal(_ text: StaticString) {
        // A static string's bytes need no allocation, so this is safe inside a signal handler.
        _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }

    private func installRestoringHandlers() {
        atexit { restoreTerminal() }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { received in
                restoreTerminal()
                // Re-raise with the default action so the parent sees how the program ended.
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
#endif
