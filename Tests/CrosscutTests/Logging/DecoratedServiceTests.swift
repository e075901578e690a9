import Crosscut
import Testing

/// How an event describes a decorator: as the service it wraps, through every decorator stacked
/// on it, whatever the concerns it holds.
struct DecoratedServiceTests {
    private struct Service: CustomStringConvertible {
        var description: String { "the service" }
    }

    /// A decorator as the generator writes one: `decoratee` and `concerns` first.
    private struct Decorator<Decoratee> {
        let decoratee: Decoratee
        let concerns: Concerns
        let handle = 42
    }

    /// A class-bound decorator, which describes itself as its type's name by default.
    private final class ClassDecorator<Decoratee> {
        let decoratee: Decoratee
        let concerns: Concerns

        init(_ decoratee: Decoratee, concerns: Concerns) {
            self.decoratee = decoratee
            self.concerns = concerns
        }
    }

    /// Not a decorator: its `concerns` is not Crosscut's.
    private struct Lookalike {
        let decoratee = "inner"
        let concerns = "outer"
    }

    @Test func aDecoratorIsDescribedAsTheServiceItWraps() {
        let concerns = Concerns()
        let stacked = Decorator(
            decoratee: ClassDecorator(Decorator(decoratee: Service(), concerns: concerns), concerns: concerns),
            concerns: concerns)
        #expect(EventValue(describing: Decorator(decoratee: Service(), concerns: concerns)) == "the service")
        #expect(EventValue(describing: stacked) == "the service")
        #expect(EventValue(describing: Decorator(decoratee: 7, concerns: concerns)) == .int(7))
        #expect(EventValue(describing: Optional(stacked)) == "the service")
    }

    @Test func aValueShapedOtherwiseIsDescribedAsItself() {
        #expect(EventValue(describing: Lookalike()) == #"Lookalike(decoratee: "inner", concerns: "outer")"#)
        // Again, once the verdict on its type is kept.
        #expect(EventValue(describing: Lookalike()) == #"Lookalike(decoratee: "inner", concerns: "outer")"#)
    }

    /// What the wrapped service holds of secrets is redacted, as when it is logged itself.
    private struct Login {
        var user: String
        var password: String
    }

    @Test func theWrappedServicesSecretsAreRedacted() {
        let decorated = Decorator(decoratee: Login(user: "ada", password: "hunter2"), concerns: Concerns())
        #expect(EventValue(describing: decorated) == .redacted(#"Login(user: "ada", password: <redacted>)"#))
        #expect(EventValue(describing: decorated) == .redacted(#"Login(user: "ada", password: <redacted>)"#))
    }
}
