/// Shows one screen at a time: tells screens when they appear and disappear, passes them the
/// keys, and asks for a redraw when the visible screen changes.
///
/// Only the Composer decides which screen to show; screens never see the navigator.
@MainActor
public final class Navigator {
    /// The screen on display.
    public private(set) var visible: Screen?
    /// Draws a screen; called when a screen is shown and when the visible screen changes.
    public var onDisplay: ((Screen) -> Void)?

    private var pendingWork: [Task<Void, Never>] = []

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
            if visible === screen { onDisplay?(screen) }
        }
        previous?.didDisappear()
        screen.didAppear()
        onDisplay?(screen)
    }

    /// Gives `key` to the visible screen, then waits for the work it started (see ``track(_:)``).
    public func handle(_ key: Key) async {
        visible?.handle(key)
        await settle()
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
