/// The base of every onboarding screen: it describes itself as a ``Frame``, handles keys, and
/// hears when it appears and disappears.
///
/// A screen reports what the user did only through closures the Composer sets. It never creates,
/// presents or knows about another screen, and it knows nothing of logging or metrics.
@MainActor
open class Screen {
    /// Called when the screen's frame changed without a key press (for example when data arrived).
    public var onNeedsDisplay: (() -> Void)?

    /// Creates a screen.
    public init() {}

    /// What the screen shows now.
    open var frame: Frame { Frame(title: "", lines: [], keys: "") }

    /// Handles one key press.
    open func handle(_ key: Key) {}

    /// Called after the screen became the visible one.
    open func didAppear() {}

    /// Called after the screen stopped being the visible one.
    open func didDisappear() {}

    /// Asks whoever shows the screen to draw it again.
    public func setNeedsDisplay() { onNeedsDisplay?() }
}
