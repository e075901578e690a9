import Crosscut

/// The Recap screen, subclassed to log when it appears and disappears: decoration by
/// subclassing, for a type you do not control and cannot put behind a protocol.
///
/// The screen itself stays unaware of logging; only this subclass, which the Composer creates,
/// knows about it.
@MainActor
final class LifecycleLoggingRecapScreen: RecapScreen {
    private let concerns: Concerns

    init(concerns: Concerns) {
        self.concerns = concerns
        super.init()
    }

    override func didAppear() {
        super.didAppear()
        log("RecapScreen.didAppear")
    }

    override func didDisappear() {
        super.didDisappear()
        log("RecapScreen.didDisappear")
    }

    private func log(_ name: String) {
        guard concerns.isEnabled(.logging) else { return }
        concerns.logger.log(.info, name, ["reason": .string(answers.reason?.rawValue ?? "none")])
    }
}
