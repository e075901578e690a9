import Crosscut

/// Asks the user's age: ↑/↓ change it through an ``AgeManager`` (which enforces the bounds), digits
/// type one that Enter sets through the manager (whose validating decorator refuses an age the app
/// does not accept, and the screen shows why), and Enter confirms.
@MainActor
open class AgeScreen: Screen {
    /// Called with the confirmed age when the user presses Next.
    public var onNext: ((Int) -> Void)?
    /// Called when the user goes back.
    public var onBack: (() -> Void)?

    private let ageManager: any AgeManager
    /// The age shown.
    public private(set) var age: Int
    /// The digits typed so far, set by Enter.
    public private(set) var typed = ""
    /// Why the last typed age was refused, as the manager's validation says it.
    public private(set) var refusal: String?
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
            Frame.Line(typed.isEmpty ? "    \(age) years" : "    \(typed)_ years", style: .selected),
            Frame.Line("      ▼"),
        ]
        if atBound { lines.append(Frame.Line("That is as far as it goes.", style: .muted)) }
        if let refusal { lines.append(Frame.Line(refusal, style: .muted)) }
        return Frame(
            title: "How old are you?", lines: lines, keys: "↑/↓ change · digits type · Enter next · ← back · q quit")
    }

    /// Handles one key press, reporting what the user did through the closures.
    open override func handle(_ key: Key) {
        switch key {
        case .up: change(ageManager.increase)
        case .down: change(ageManager.decrease)
        case .digit(let digit) where typed.count < 3: type("\(typed)\(digit)")
        case .back where !typed.isEmpty: type(String(typed.dropLast()))
        case .enter where !typed.isEmpty: choose(Int(typed) ?? 0)
        case .enter: onNext?(age)
        case .back: onBack?()
        case .digit, .quit: break
        }
    }

    private func change(_ action: () -> Void) {
        let before = age
        action()
        atBound = age == before
        if refusal != nil {
            refusal = nil
            setNeedsDisplay()
        }
    }

    private func type(_ digits: String) {
        typed = digits
        setNeedsDisplay()
    }

    /// Sets the typed age through the manager, or shows why its validation refuses it.
    private func choose(_ typedAge: Int) {
        typed = ""
        atBound = false
        refusal = nil  // before the manager's change redraws the screen
        do {
            try ageManager.choose(age: typedAge)
        } catch let invalid as InvalidArguments {
            refusal = invalid.violations.map { "Your \($0.subject) \($0.message)." }.joined(separator: " ")
        } catch {
            refusal = "That age could not be set: \(error)"
        }
        setNeedsDisplay()
    }

    private func ageDidChange(to newAge: Int) {
        age = newAge
        setNeedsDisplay()
    }
}
