/// Asks why the user wants to meditate: ↑/↓ and Enter, or the choice's digit.
@MainActor
open class ReasonScreen: Screen {
    /// Called with the reason the user chose.
    public var onChoose: ((Reason) -> Void)?
    /// Called when the user goes back.
    public var onBack: (() -> Void)?

    /// The reasons on offer, in screen order.
    public let reasons: [Reason]
    /// The index of the highlighted reason.
    public private(set) var highlighted: Int

    /// Creates the screen with `reasons` on offer and `selected` highlighted (the first if nil).
    public init(reasons: [Reason] = Reason.allCases, selected: Reason? = nil) {
        precondition(!reasons.isEmpty, "a reason screen needs at least one reason")
        self.reasons = reasons
        self.highlighted = selected.flatMap { reasons.firstIndex(of: $0) } ?? 0
        super.init()
    }

    /// What the screen shows now.
    open override var frame: Frame {
        let choices = reasons.enumerated().map { index, reason in
            index == highlighted
                ? Frame.Line("> \(index + 1). \(reason.title)", style: .selected)
                : Frame.Line("  \(index + 1). \(reason.title)")
        }
        return Frame(
            title: "Why do you want to meditate?",
            lines: choices,
            keys: "↑/↓ move · 1-\(reasons.count) or Enter choose · ← back · q quit"
        )
    }

    /// Handles one key press, reporting what the user did through the closures.
    open override func handle(_ key: Key) {
        switch key {
        case .up: highlighted = max(highlighted - 1, 0)
        case .down: highlighted = min(highlighted + 1, reasons.count - 1)
        case .enter: onChoose?(reasons[highlighted])
        case .digit(let number) where reasons.indices.contains(number - 1):
            highlighted = number - 1
            onChoose?(reasons[highlighted])
        case .back: onBack?()
        case .digit, .quit: break
        }
    }
}
