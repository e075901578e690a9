/// The pipeline as far as validation, asked what the logging decorators will write of each
/// argument: for `crosscut inspect --arguments`.
extension Generator {
    /// What the logging decorators of the protocols in `sources` write of each member's arguments,
    /// and the diagnostics of reading and checking them. Protocols not annotated with `logging`, or
    /// with errors, are left out.
    ///
    /// ```swift
    /// let (protocols, _) = Generator().loggedArguments([SourceFile(path: "/app/Auth.swift", text: source)])
    /// // signIn(email:password:): email in clear, password redacted (its name says 'password')
    /// ```
    public func loggedArguments(_ sources: [SourceFile], dependencies: [DependencyModule] = [])
        -> (protocols: [LoggedArguments], diagnostics: [Diagnostic])
    {
        let checked = validate(sources, dependencies: dependencies, parse: Self.parse)
        let protocols = checked.files.flatMap(\.plans).filter { $0.concerns.contains(.logging) }.map { plan in
            var members: [LoggedArguments.Member] = []
            plan.items.forEachMember { (planned: PlannedMember) in
                let types = plan.noncopyableTypes(among: checked.noncopyableTypes)
                if let member = Self.loggedArguments(of: planned, noncopyableTypes: types) {
                    members.append(member)
                }
            }
            return LoggedArguments(
                protocolName: plan.declaration.name, location: plan.declaration.location, members: members)
        }
        let diagnostics = checked.diagnostics + checked.files.flatMap(\.diagnostics)
        return (protocols, Self.sortedUnique(diagnostics))
    }

    /// What the logging decorator writes of `planned`'s arguments, `nil` for a requirement with none
    /// (or one it forwards untouched: static members, associated types).
    private static func loggedArguments(of planned: PlannedMember, noncopyableTypes: Set<String>)
        -> LoggedArguments.Member?
    {
        let member = planned.member
        guard !member.isStatic, member.kind != .associatedType, member.kind != .typealias else { return nil }
        var names = planned.parameterKeys
        if member.accessors?.hasSetter == true { names.append("newValue") }
        guard !names.isEmpty else { return nil }
        let noncopyable = member.noncopyableParameters(types: noncopyableTypes) + [false]
        let shapes = member.parameters.map(\.shape) + [nil]
        let valueShapes = member.parameters.map(\.shape) + [member.resultShape]
        let arguments = names.enumerated().map { index, name in
            let logging: LoggedArguments.Logging =
                if planned.options.skips(.logging) {
                    .notLogged(because: "the member says 'skip(logging)'")
                } else if let reason = shapes[index]?.reasonNotLogged {
                    .notLogged(because: reason)
                } else if noncopyable[index] {
                    .notLogged(because: "noncopyable")
                } else if let reason = planned.options.redactedArguments.reason(for: name) {
                    .redacted(because: reason.explanation)
                } else if valueShapes[index]?.isDescribedAsItIs == true {
                    .inClear
                } else {
                    .describedWithSecretsRedacted
                }
            return LoggedArguments.Argument(name: name, logging: logging)
        }
        return LoggedArguments.Member(identity: planned.identity, location: member.location, arguments: arguments)
    }
}

extension RedactedArguments.Reason {
    /// Why, in a few words: `its name says 'password'`.
    var explanation: String {
        switch self {
        case .marked: "marked 'redact'"
        case .name(let words): "its name says '\(words)'"
        case .type(let words): "its type says '\(words)'"
        case .privateByDefault: "'logging(arguments: private)'"
        }
    }
}
