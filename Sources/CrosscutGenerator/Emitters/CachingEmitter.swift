/// Caching: members marked `cached` return a stored result for the same arguments; members marked
/// `invalidates` clear the service's results after they succeed (through
/// `Concerns.invalidateCache`). Every other member forwards untouched.
///
/// The decorator resolves each cached member's cache once, in its initializer (a
/// `Crosscut.MemberCache` typed by the member's key and result, or a `Crosscut.GenericMemberCache`
/// for a generic member); a call builds the member's key, a nested `Hashable` struct of its
/// arguments (``CachedMember``), and asks that cache for the value.
struct CachingEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    func acts(on access: Access) -> Bool {
        let options = access.options.caching
        return switch access.kind {
        case .function: options.cached != nil || options.invalidates
        case .getter: options.cached != nil
        case .setter: options.invalidates
        }
    }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        if let cached = access.cachedMember {
            writer.wrapCall(
                of: access, in: "return \(access.effects)\(cached.property).value", ["for: \(cached.keyExpression)"])
        } else {
            writer.line(access.callKeepingResult)
            writer.line(RuntimeNames.invalidateCache + "(", access.serviceArgument, ")")
            if let returnStatement = access.returnKeptResult { writer.line(returnStatement) }
        }
    }

    func storedProperties(for access: Access) -> [StoredProperty] {
        guard let cached = access.cachedMember else { return [] }
        var arguments = [access.serviceArgument, access.memberArgument]
        if let ttl = cached.ttl { arguments.append("ttl: \(ttl)") }
        let summary = "The cached results of `\(cached.identity)`."
        guard let valueType = cached.valueType else {
            return [
                StoredProperty(
                    summary: summary, name: cached.property, type: RuntimeNames.genericMemberCache.qualified,
                    initializer: RuntimeNames.resolveGenericMemberCache, arguments: arguments)
            ]
        }
        return [
            StoredProperty(
                summary: summary, name: cached.property,
                type: "\(RuntimeNames.memberCache.qualified)<\(cached.keyType), \(valueType)>",
                initializer: RuntimeNames.resolveMemberCache, arguments: arguments)
        ]
    }

    /// Writes the key type: `private struct SessionsKey: Hashable, Sendable { var reason: Reason }`.
    func writeDeclarations(for access: Access, into writer: inout CodeWriter) {
        guard let cached = access.cachedMember else { return }
        writer.separator()
        writer.line("/// What the results of `\(cached.identity)` are cached by.")
        for attribute in cached.availability { writer.line(attribute) }
        let generics = cached.genericParameters.isEmpty ? "" : "<\(cached.genericParameters.joined(separator: ", "))>"
        let header = "private struct \(cached.keyType)\(generics): Hashable, Sendable {"
        var fields = cached.fields.map { "var \($0.name): \($0.type)" }
        if let packTypes = cached.packTypes { fields.append("var \(packTypes.field): ObjectIdentifier") }
        guard !fields.isEmpty else {
            writer.line(header + "}")
            return
        }
        writer.block(header) { writer in
            for field in fields { writer.line(field) }
        }
    }
}
