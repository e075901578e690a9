/// Shows one screen at a time: tells screens when they appear and disappear, passes them the
/// keys, and has the visible screen drawn whenever what it shows changed.
///
/// Only the Composer decides which screen to show; screens never see the navigator.
@MainActor
public final class Navigator {
    /// The screen on display.
    public private(set) var visible: Screen?
    /// Draws a screen; called when a screen is shown and whenever its frame changed.
    public var onDisplay: ((Screen) -> Void)?

    private var pendingWork: [Task<Void, Never>] = []
    private var drawn: Frame?

    /// Creates a navigator showing nothing.
    public init() {}

    /// Makes `screen` the visible screen: the previous one disappears, then `screen` appears and
    /// is drawn.
    public func show(_ screen: Screen) {
        guard screen !== visible else { return }
        let previous = visible
        previous?.onNeedsDisplay = nil
        visible = screen
        screen.onNeedsDisplay = { [unowned self, unowned screen] in
            if visible === screen { display() }
        }
        drawn = nil
        previous?.didDisappear()
        screen.didAppear()
        display()
    }

    /// Gives `key` to the visible screen, redraws it if its frame changed, then waits for the work
    /// the key started (see ``track(_:)``).
    public func handle(_ key: Key) async {
        visible?.handle(key)
        display()
        await settle()
    }

    /// Draws the visible screen unless it was last drawn showing the same frame.
    private func display() {
        guard let visible else { return }
        let frame = visible.frame
        guard frame != drawn else { return }
        drawn = frame
        onDisplay?(visible)
    }

    /// Registers work a key press started — such as loading a screen's data — so that the next key
    /// is handled only after it finished. That keeps piped input and tests deterministic.
    public func track(_ work: Task<Void, Never>) {
        pendingWork.append(work)
    }

    /// Waits until all tracked work finished.
    public func settle() async {
        while !pendingWork.isEmpty {
            await pendingWork.removeFirst().value
        }
    }
}
