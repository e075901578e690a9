/// The first screen: a greeting and a Next button.
@MainActor
open class WelcomeScreen: Screen {
    /// Called when the user presses Next.
    public var onNext: (() -> Void)?

    /// What the screen shows now.
    open override var frame: Frame {
        Frame(
            title: "Welcome to Stillwater",
            lines: [
                Frame.Line("A few minutes of quiet, every day."),
                Frame.Line("Three short questions and we will suggest where to start."),
                Frame.Line(""),
                Frame.Line("[ Next ]", style: .selected),
            ],
            keys: "Enter next · q quit"
        )
    }

    /// Handles one key press, reporting what the user did through the closures.
    open override func handle(_ key: Key) {
        if key == .enter { onNext?() }
    }
}
