/// Asks the user's age: ↑/↓ change it through an ``AgeManager`` (which enforces the bounds),
/// Enter confirms.
@MainActor
open class AgeScreen: Screen {
    /// Called with the confirmed age when the user presses Next.
    public var onNext: ((Int) -> Void)?
    /// Called when the user goes back.
    public var onBack: (() -> Void)?

    private let ageManager: any AgeManager
    /// The age shown.
    public private(set) var age: Int
    private var atBound = false

    /// Creates the screen; every change of age goes through `ageManager`.
    public init(ageManager: any AgeManager) {
        self.ageManager = ageManager
        self.age = ageManager.age
        super.init()
        ageManager.onAgeChange = { [weak self] newAge in self?.ageDidChange(to: newAge) }
    }

    /// What the screen shows now.
    open override var frame: Frame {
        var lines = [
            Frame.Line("So we can pick the right pace for you."),
            Frame.Line(""),
            Frame.Line("      ▲"),
            Frame.Line("    \(age) years", style: .selected),
            Frame.Line("      ▼"),
        ]
        if atBound { lines.append(Frame.Line("That is as far as it goes.", style: .muted)) }
        return Frame(title: "How old are you?", lines: lines, keys: "↑/↓ change · Enter next · ← back · q quit")
    }

    /// Handles one key press, reporting what the user did through the closures.
    open override func handle(_ key: Key) {
        switch key {
        case .up: change(ageManager.increase)
        case .down: change(ageManager.decrease)
        case .enter: onNext?(age)
        case .back: onBack?()
        case .digit, .quit: break
        }
    }

    private func change(_ action: () -> Void) {
        let before = age
        action()
        atBound = age == before
    }

    private func ageDidChange(to newAge: Int) {
        age = newAge
        setNeedsDisplay()
    }
}
