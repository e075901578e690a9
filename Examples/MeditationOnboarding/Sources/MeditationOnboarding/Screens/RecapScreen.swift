/// Shows the user's answers and the sessions recommended for their reason.
@MainActor
open class RecapScreen: Screen {
    /// What the recommendations part of the screen shows.
    public enum Recommendations: Sendable, Hashable {
        /// Still asking the catalog.
        case loading
        /// The sessions recommended, best first.
        case sessions([Session])
        /// The catalog could not answer; the text says why.
        case unavailable(String)
    }

    /// What the premium part of the screen shows.
    public enum Premium: Sendable, Hashable {
        /// Still asking, or nothing to ask for yet.
        case loading
        /// The premium sessions, for a subscriber.
        case sessions([Session])
        /// The user has no subscription.
        case needsSubscription
        /// The catalog could not answer.
        case unavailable
    }

    /// Called when the user finishes the onboarding.
    public var onFinish: (() -> Void)?
    /// Called when the user goes back to change an answer.
    public var onBack: (() -> Void)?

    /// The answers shown.
    public var answers: Answers {
        didSet { setNeedsDisplay() }
    }
    /// The recommendations shown.
    public var recommendations: Recommendations {
        didSet { setNeedsDisplay() }
    }
    /// The premium sessions shown.
    public var premium: Premium = .loading {
        didSet { setNeedsDisplay() }
    }

    /// Creates the screen showing `answers`, with recommendations still loading.
    public init(answers: Answers = Answers(), recommendations: Recommendations = .loading) {
        self.answers = answers
        self.recommendations = recommendations
        super.init()
    }

    /// What the screen shows now.
    open override var frame: Frame {
        var lines = [
            Frame.Line("You want to: \(answers.reason?.title ?? "—")"),
            Frame.Line("Your age: \(answers.age.map(String.init) ?? "—")"),
            Frame.Line(""),
        ]
        switch recommendations {
        case .loading:
            lines.append(Frame.Line("Finding sessions for you…", style: .muted))
        case .sessions(let sessions):
            lines.append(Frame.Line("Recommended for you:"))
            for (index, session) in sessions.enumerated() {
                lines.append(Frame.Line("  \(index + 1). \(session.title) · \(session.minutes) min"))
            }
        case .unavailable(let why):
            lines.append(Frame.Line("We could not load sessions right now (\(why)).", style: .muted))
        }
        switch premium {
        case .loading: break
        case .sessions(let sessions):
            lines.append(Frame.Line("Premium:"))
            for session in sessions { lines.append(Frame.Line("  ★ \(session.title) · \(session.minutes) min")) }
        case .needsSubscription:
            lines.append(Frame.Line("Premium sessions need a subscription.", style: .muted))
        case .unavailable:
            lines.append(Frame.Line("Premium sessions are unavailable right now.", style: .muted))
        }
        return Frame(title: "Your plan", lines: lines, keys: "Enter finish · ← change answers · q quit")
    }

    /// Handles one key press, reporting what the user did through the closures.
    open override func handle(_ key: Key) {
        switch key {
        case .enter: onFinish?()
        case .back: onBack?()
        case .up, .down, .digit, .quit: break
        }
    }
}
