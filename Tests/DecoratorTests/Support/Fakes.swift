import Crosscut

/// Counts calls and fails the first `failures` times of each member it is told to.
final class CallCounter: Sendable {
    private let state = Locked([String: Int]())
    private let failures: Locked<[String: Int]>

    init(failing failures: [String: Int] = [:]) {
        self.failures = Locked(failures)
    }

    /// Records a call of `member`; throws `FakeError` while failures remain for it.
    func call(_ member: String) throws(FakeError) {
        state.withLock { $0[member, default: 0] += 1 }
        let fail = failures.withLock { remaining -> Bool in
            guard let left = remaining[member], left > 0 else { return false }
            remaining[member] = left - 1
            return true
        }
        if fail { throw FakeError(code: 1) }
    }

    func record(_ member: String) {
        state.withLock { $0[member, default: 0] += 1 }
    }

    func count(_ member: String) -> Int { state.withLock { $0[member] ?? 0 } }
}

struct LiveCatalog: SessionCatalog {
    let counter: CallCounter

    func sessions(for reason: Reason, limit: Int) async throws -> [Session] {
        try counter.call("sessions")
        return Array([Session(title: "\(reason.rawValue) 1"), Session(title: "\(reason.rawValue) 2")].prefix(limit))
    }

    func refresh() async throws { try counter.call("refresh") }

    func signIn(token: String) async throws -> String {
        try counter.call("signIn")
        return "account-\(token.count)"
    }

    func submit(_ rating: Int) async throws { try counter.call("submit") }

    func count(of reason: Reason) throws -> Int {
        try counter.call("count")
        return reason == .sleep ? 7 : 3
    }
}

final class LiveAgeManager: AgeManager {
    private let value = Locked(30)
    var age: Int { value.withLock { $0 } }
    func increase() { value.withLock { $0 += 1 } }
    func decrease() { value.withLock { $0 -= 1 } }
}

struct LiveCounter: Counter {
    var value = 0
    var resetFailures = 0
    var peeks = 0
    let labelStorage = Locked("")

    var peek: Int {
        mutating get {
            peeks += 1
            return value
        }
    }

    var label: String {
        get { labelStorage.withLock { $0 } }
        nonmutating set { labelStorage.withLock { $0 = newValue } }
    }

    func lines(@LinesBuilder _ content: () -> [String]) -> [String] { content() }

    mutating func increment(by amount: Int) { value += amount }

    mutating func reset() throws {
        if resetFailures > 0 {
            resetFailures -= 1
            throw FakeError(code: 2)
        }
        value = 0
    }
}

@MainActor
final class LiveNavigator: Navigator {
    private(set) var shown: [String] = []
    func show(_ screen: String) { shown.append(screen) }
    func back() async { shown.removeLast() }
    nonisolated func identifier() -> String { "navigator" }
}

struct LiveStore: Storage.Store {
    let counter: CallCounter

    func read() throws -> String {
        try counter.call("read")
        return "stored"
    }

    func write(_ item: String) throws { try counter.call("write") }
    func flush() async throws { try counter.call("flush") }
}
