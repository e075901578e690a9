/// State a concern keeps for every decorator made with one ``Concerns`` and its copies — its
/// limiters, its buckets — made on first use.
protocol ConcernState: AnyObject, Sendable {
    init()
}

/// The ``ConcernState`` of each concern of one ``Concerns``, by its type: shared by the concerns and
/// their copies, so that a concern keeps state without a stored property of `Concerns` its own.
final class ConcernStates: Sendable {
    private let states = Locked<[ObjectIdentifier: any ConcernState]>([:])

    /// The state of type `State`, made the first time it is asked for.
    subscript<State: ConcernState>(_ type: State.Type) -> State {
        states.withLock { states in
            if let state = states[ObjectIdentifier(type)] as? State { return state }
            let state = State()
            states[ObjectIdentifier(type)] = state
            return state
        }
    }
}
