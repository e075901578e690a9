/// A key the user pressed, whatever the input: a terminal in raw mode or a line of a pipe.
public enum Key: Sendable, Hashable {
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left or Backspace: go back a screen.
    case back
    /// Enter or Return.
    case enter
    /// A digit key, 0 to 9.
    case digit(Int)
    /// `q` or Ctrl-C: leave the program.
    case quit
}
