/// The authorization rules for the standard-library protocols an annotated protocol inherits, whose
/// requirements its decorators forward (``StandardConformanceEmitter``): none is left unchecked in
/// silence. A requirement that throws any error (`encode(to:)`, an async iterator's `next()`) is
/// authorized with the protocol's permission; the others cannot report a refusal — an iterator, a
/// description, a comparison, a hash — so their protocol is an error at the annotation until it is
/// dropped or named in `open: Sequence`, which leaves its requirements open to every caller.
extension AuthorizationRules {
    /// Reads `open: Sequence` into `options`, reporting a protocol whose requirements decorators do
    /// not forward, and one named twice.
    static func readOpen(
        _ argument: Annotation.Argument, into options: inout AuthorizationProtocolOptions,
        reportingTo sink: inout DiagnosticSink
    ) {
        guard case .forwarded(let standard) = KnownProtocols.entry(for: argument.value)?.handling else {
            sink.error(
                "'open' takes a standard-library protocol whose requirements the decorators forward, e.g. "
                    + "'open: CustomStringConvertible'; got '\(argument.value)'", at: argument.valueLocation)
            return
        }
        guard options.open[standard] == nil else {
            sink.error("'open: \(standard.rawValue)' is given twice; keep one", at: argument.location)
            return
        }
        options.open[standard] = argument.valueLocation
    }

    func check(
        inherited standards: Set<StandardProtocol>, of decl: ProtocolDecl, annotation: Annotation,
        options: OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {
        let authorization = options[AuthorizationProtocolOptions.self]
        let location =
            annotation.items.first { $0.name == ConcernDescription.authorization.name }?.location
            ?? annotation.location
        let unchecked = standards.filter { !authorization.isOpen($0) }
        let refusable = authorization.permission == nil ? [] : unchecked.filter(\.everyRequirementThrows)
        let unrefusable = unchecked.subtracting(refusable)
        // The protocol as inherited: `RandomAccessCollection`, not each collection protocol it refines.
        for standard in StandardProtocol.allCases where unrefusable.contains(standard) {
            guard !unrefusable.contains(where: { $0.refined.contains(standard) }) else { continue }
            sink.error(Self.uncheckedMessage(standard, of: decl), at: location)
        }
        for (standard, openLocation) in authorization.open.sorted(by: { $0.value < $1.value })
        where !standards.contains(standard) {
            sink.warning(
                "'open: \(standard.rawValue)' has no effect: '\(decl.name)' does not inherit '\(standard.rawValue)'; "
                    + "remove it", at: openLocation)
        }
    }

    /// Why `standard`'s requirements cannot be authorized, and what to write instead.
    private static func uncheckedMessage(_ standard: StandardProtocol, of decl: ProtocolDecl) -> String {
        let name = standard.rawValue
        let open = "or add 'open: \(name)' to 'authorization(…)' to leave its requirements open to every caller"
        guard !standard.everyRequirementThrows else {
            return "'\(decl.name)' inherits '\(name)', whose requirements its authorizing decorator would forward "
                + "with no permission to check: give '\(decl.name)' one with 'authorization(requires: \"…\")', "
                + open
        }
        return "'\(decl.name)' inherits '\(name)', whose requirements its authorizing decorator would forward "
            + "unchecked: they cannot throw 'AccessDenied', so every caller could use them; drop "
            + "'\(name)' and declare what callers need as throwing requirements, " + open
    }
}
