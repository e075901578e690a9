/// A hand-written pass-through decorator: what forwarding every call costs, and what a generated
/// decorator whose concern is off must cost no more than.
struct PassThroughCalculator<Decoratee: Calculator>: ForwardingCalculator {
    let decoratee: Decoratee

    init(_ decoratee: Decoratee) { self.decoratee = decoratee }
}
