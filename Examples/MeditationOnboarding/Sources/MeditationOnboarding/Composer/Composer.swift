import Crosscut

/// The composition root of the onboarding: it creates the screens, decides their order, connects
/// them, and is the one place where logging, metrics, authorization, caching, retry, a circuit
/// breaker and a timeout are added, and where the signed-in user becomes the catalog's caller.
///
/// The three decoration techniques, all here and nowhere else:
/// 1. the closures that connect screens are wrapped so that each navigation is logged;
/// 2. the ``AgeManager`` and the ``MeditationCatalog`` are wrapped in generated decorators;
/// 3. the Recap screen is subclassed to log its lifecycle.
///
/// ```swift
/// let composer = Composer(
///     concerns: concerns, catalog: RemoteCatalog(remote: remote), ageManager: BoundedAgeManager(),
///     user: Caller(id: "guest"))
/// composer.navigator.onDisplay = { screen in draw(screen.frame) }
/// composer.start()
/// ```
@MainActor
public final class Composer {
    /// The onboarding's screens, as the Composer orders them.
    public enum Step: Sendable, Hashable, CaseIterable {
        /// Welcome, Reason, Age and Recap.
        case welcome, reason, age, recap
    }

    /// The order of the onboarding. Swapping two screens means swapping them here: no screen
    /// changes, because no screen knows which one comes next.
    public static let order: [Step] = [.welcome, .reason, .age, .recap]

    /// Shows the screens; the program draws what it shows and gives it the keys.
    public let navigator = Navigator()
    /// What the user answered so far.
    public private(set) var answers = Answers()
    /// Whether the user finished the onboarding.
    public private(set) var isFinished = false

    private let concerns: Concerns
    private let catalog: any MeditationCatalog
    private let user: Caller?
    private var steps: [Screen] = []
    private var position = 0
    private let recap: LifecycleLoggingRecapScreen

    /// Builds the onboarding around the live `catalog` and `ageManager`, decorated with `concerns`,
    /// showing the screens in `order`; the catalog is asked on behalf of `user`, the signed-in user.
    public init(
        concerns: Concerns,
        catalog: some MeditationCatalog,
        ageManager: some AgeManager,
        user: Caller? = nil,
        order: [Step] = Composer.order
    ) {
        self.concerns = concerns
        self.user = user
        // Technique 2: generated decorators, in the canonical order logging → metrics → authorization →
        // caching → retry → circuit breaker → timeout: a premium session reaches a subscriber only, and
        // each attempt has its own deadline and counts towards the breaker.
        self.catalog = catalog.decorated(with: concerns)
        let welcome = WelcomeScreen()
        let reason = ReasonScreen()
        let age = AgeScreen(ageManager: ageManager.decorated(with: concerns))
        // Technique 3: a subclass that logs the screen's lifecycle.
        recap = LifecycleLoggingRecapScreen(concerns: concerns)

        let screens: [Step: Screen] = [.welcome: welcome, .reason: reason, .age: age, .recap: recap]
        steps = order.compactMap { screens[$0] }
        precondition(!steps.isEmpty, "the onboarding needs at least one screen")

        // Technique 1: every closure that connects screens is decorated with a logged event.
        welcome.onNext = concerns.logged("Welcome.next") { [unowned self] in advance() }
        reason.onChoose = concerns.logged("Reason.choose") { [unowned self] (choice: Reason) in
            answers.reason = choice
            advance()
        }
        reason.onBack = concerns.logged("Reason.back") { [unowned self] in goBack() }
        age.onNext = concerns.logged("Age.next") { [unowned self] (confirmed: Int) in
            answers.age = confirmed
            advance()
        }
        age.onBack = concerns.logged("Age.back") { [unowned self] in goBack() }
        recap.onFinish = concerns.logged("Recap.finish") { [unowned self] in finish() }
        recap.onBack = concerns.logged("Recap.back") { [unowned self] in goBack() }
        // Every decorator is made: a part of the concerns that none reads is said now.
        concerns.checkComposition()
    }

    /// Shows the first screen.
    public func start() { show(step: 0) }

    private func advance() {
        if position + 1 < steps.count { show(step: position + 1) } else { finish() }
    }

    private func goBack() {
        if position > 0 { show(step: position - 1) }
    }

    private func finish() {
        guard !isFinished else { return }
        isFinished = true
    }

    private func show(step index: Int) {
        position = index
        let screen = steps[index]
        if screen === recap { loadRecommendations() }
        navigator.show(screen)
    }

    private func loadRecommendations() {
        recap.answers = answers
        guard let reason = answers.reason else {
            recap.recommendations = .unavailable("no reason chosen yet")
            return
        }
        recap.recommendations = .loading
        recap.premium = .loading
        let catalog = catalog
        navigator.track(
            Task { [recap, user] in
                await Caller.with(user) {
                    do {
                        recap.recommendations = .sessions(try await catalog.sessions(for: reason))
                    } catch is CircuitOpenError {
                        recap.recommendations = .unavailable(
                            "the catalog keeps failing, so we paused asking it for a moment")
                    } catch {
                        recap.recommendations = .unavailable(String(describing: error))
                    }
                    do {
                        recap.premium = .sessions(try await catalog.premiumSessions(for: reason))
                    } catch {
                        recap.premium = error is AccessDenied ? .needsSubscription : .unavailable
                    }
                }
            })
    }
}
