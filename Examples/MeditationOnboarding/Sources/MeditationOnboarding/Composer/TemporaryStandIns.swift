import Crosscut

// TEMPORARY until CrosscutPlugin generates the decorators: pass-through stand-ins.
extension AgeManager {
    func decorated(with concerns: Concerns) -> Self { self }
}
extension MeditationCatalog {
    func decorated(with concerns: Concerns) -> Self { self }
}
