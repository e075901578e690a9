/// Where validation reports what it finds. One sink is passed to every check of a file's
/// protocols; it counts the errors, so that a protocol or member whose checks found one is left out.
struct DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    /// How many of `diagnostics` are errors.
    private(set) var errorCount = 0

    /// How many diagnostics were reported so far: where the next one goes.
    var count: Int { diagnostics.count }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
        errorCount += 1
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    /// Explains the diagnostic reported last: `'Query' is declared here`.
    mutating func note(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.note, message, at: location))
    }

    /// Replaces each diagnostic reported since position `start` for which `replacement` gives
    /// others (keeping its severity, so the error count stands).
    mutating func replace(since start: Int, _ replacement: (Diagnostic) -> [Diagnostic]?) {
        let replaced = diagnostics[start...].flatMap { replacement($0) ?? [$0] }
        diagnostics.replaceSubrange(start..., with: replaced)
    }
}
