import Crosscut
import CrosscutTesting

/// Answers with the caller's own profile, read from `Caller.current` as real code does, and counts
/// its calls; `myProfile()` waits for `gate` to open, so that a test can hold one caller's
/// computation in flight.
struct LiveProfiles: Profiles {
    let counter = CallCounter()
    var gate = TestGate(isOpen: true)

    func myProfile() async throws -> String {
        try counter.call("myProfile")
        await gate.wait()
        return "profile of \(Caller.current?.id ?? "nobody")"
    }

    func plans() async throws -> [String] {
        try counter.call("plans")
        return ["monthly", "yearly"]
    }
}

extension Caller {
    /// Two users holding the same permission.
    static let ana = Caller(id: "ana", roles: ["profiles.read"])
    static let bob = Caller(id: "bob", roles: ["profiles.read"])
}
