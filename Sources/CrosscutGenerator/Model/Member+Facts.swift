/// Facts about a requirement that validation and the emitters both read.
extension Member {
    /// A declaration modifier later stages ask about.
    enum Modifier: String {
        case `static`, `class`, consuming, mutating, nonisolated, optional, postfix
    }

    /// Whether the requirement is written with `modifier`.
    func has(_ modifier: Modifier) -> Bool { modifiers.contains(modifier.rawValue) }

    /// `true` for `static` (or `class`) requirements, which decorators forward untouched.
    var isStatic: Bool { has(.static) || has(.class) }

    /// The result type, `nil` when there is none or it spells `Void`.
    var nonVoidReturnType: String? {
        guard let returnType, resultShape?.isVoid != true else { return nil }
        return returnType
    }

    /// The generic parameters the member declares `~Copyable` (or `~Escapable`), in its generic
    /// clause or its `where` clause: their values cannot be copied into a log event or a cache key,
    /// nor passed on twice.
    var noncopyableGenericParameters: Set<String> {
        var names: Set<String> = []
        for requirement in requirements
        where requirement.relation == .conformance && requirement.constraint.utf8.contains(Byte.tilde) {
            let subject = requirement.subject
            names.insert(subject.hasPrefix("each ") ? String(subject.dropFirst(5)) : subject)
        }
        return names
    }

    /// For each parameter, whether its type names a noncopyable type: a generic parameter the member
    /// declares `~Copyable`, or one of `types`, the target's and the standard library's
    /// (``DeclaredNoncopyableTypes``, ``StandardNoncopyableTypes``).
    /// Such a value is forwarded, never copied into a log event or a cache key.
    func noncopyableParameters(types: Set<String>) -> [Bool] {
        let names = noncopyableGenericParameters.union(types)
        return parameters.map { !names.isEmpty && $0.shape.identifiers.contains(where: names.contains) }
    }

    /// The names parameters are known by in log events and in `redact:` and `ignoring:` lists:
    /// each written name without backticks, `argument2` for the second when it is `_`.
    var parameterKeys: [String] {
        parameters.enumerated().map { index, parameter in
            parameter.name == "_" ? "argument\(index + 1)" : SwiftIdentifier.bare(parameter.name)
        }
    }

    /// What the member's generic clause and `where` clause require of its generic parameter `name`.
    func constraints(of name: String) -> String { requirements.conformances(of: name) }

    /// How a call of the requirement throws: a method's clause, or its getter's for a property or
    /// subscript (a setter never throws). What the retry, circuit-breaker and timeout rules ask.
    var callThrowsKind: ThrowsKind { kind == .function ? throwsKind : accessors?.getterThrows ?? .none }

    /// Whether a call of the requirement is `async`: a method, or its getter.
    var callIsAsync: Bool { kind == .function ? isAsync : accessors?.getterIsAsync ?? false }
}

extension Member.ThrowsKind {
    /// `true` for `throws` and `throws(E)`; `false` for `rethrows`, which throws only what its
    /// closure arguments throw.
    var throwsOnItsOwn: Bool {
        switch self {
        case .throws, .typed: true
        case .none, .rethrows: false
        }
    }

    /// `true` for `throws` and for a typed error that can be any error (`throws(any Error)`): what
    /// can throw the runtime's own errors, such as a circuit breaker's or a timeout's.
    var throwsAnyError: Bool {
        switch self {
        case .throws: true
        case .typed(let failure): ["any Error", "Error", "Swift.Error", "any Swift.Error"].contains(failure)
        case .none, .rethrows: false
        }
    }

    /// `true` for `throws(Never)`, which throws nothing.
    var isNever: Bool {
        guard case .typed(let failure) = self else { return false }
        let bare = failure.filter { !$0.isWhitespace }
        return bare == "Never" || bare == "Swift.Never"
    }
}
