/// Caching: members marked `cached` return a stored result for the same arguments; members marked
/// `invalidates` clear the service's results after they succeed (through
/// `Concerns.invalidateCache`, or `Concerns.invalidateSharedCache` when an async one's protocol
/// shares results across instances). Every other member forwards untouched.
///
/// The decorator resolves each cached member's cache once, when it is created (a
/// `Crosscut.MemberCache` typed by the member's key and result, a `Crosscut.SharedMemberCache` for
/// a member marked `shared`, or a `Crosscut.GenericMemberCache` for a generic member); a call
/// builds the member's key from its arguments (``CachedMember``) and asks that cache for the value.
struct CachingEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    var runtimeTypes: [RuntimeNames.TypeName] {
        [Self.memberCache, Self.sharedMemberCache, Self.genericMemberCache, Self.serviceName]
    }

    /// A cached member's cache, typed by its key and result.
    private static let memberCache = RuntimeNames.TypeName(kind: "class", name: "MemberCache")
    /// A shared cached member's cache: its local tier in front of the store every instance shares.
    private static let sharedMemberCache = RuntimeNames.TypeName(kind: "class", name: "SharedMemberCache")
    /// A service's name and module, as the shared store knows it.
    private static let serviceName = RuntimeNames.TypeName(kind: "struct", name: "ServiceName")
    /// A generic cached member's caches, one per key and result type.
    private static let genericMemberCache = RuntimeNames.TypeName(kind: "class", name: "GenericMemberCache")
    /// Resolves a cached member's cache, once, in the decorator's initializer.
    private static let resolveMemberCache = "concerns.memberCache"
    /// Resolves a shared cached member's cache, once, in the decorator's initializer.
    private static let resolveSharedMemberCache = "concerns.sharedMemberCache"
    /// Resolves a generic cached member's caches, once, in the decorator's initializer.
    private static let resolveGenericMemberCache = "concerns.genericMemberCache"
    /// Drops a service's cached results.
    private static let invalidateCache = "concerns.invalidateCache"
    /// Drops a service's cached results here and in the store every instance shares.
    private static let invalidateSharedCache = "await concerns.invalidateSharedCache"

    func acts(on invocation: Invocation) -> Bool {
        let options = invocation.options.caching
        return switch invocation.kind {
        case .function: options.cached != nil || options.invalidates
        case .getter: options.cached != nil
        case .setter: options.invalidates
        }
    }

    func handle(for invocation: Invocation) -> ConcernHandle? {
        guard let cached = invocation.cachedMember else { return nil }
        var arguments = [invocation.serviceArgument, invocation.memberArgument]
        if let ttl = cached.ttl { arguments.append("ttl: \(ttl)") }
        if let shared = cached.shared, shared.version != 1 { arguments.append("version: \(shared.version)") }
        if cached.sameForEveryCaller { arguments.append("sameForEveryCaller: true") }
        let summary = "Each cached member's part of the cache, resolved once."
        guard let valueType = cached.valueType else {
            return ConcernHandle(
                suffix: "Cache", type: Self.genericMemberCache.qualified, summary: summary,
                resolver: Self.resolveGenericMemberCache, arguments: arguments)
        }
        if cached.shared != nil {
            return ConcernHandle(
                suffix: "Cache", type: "\(Self.sharedMemberCache.qualified)<\(cached.keyType), \(valueType)>",
                summary: summary, resolver: Self.resolveSharedMemberCache, arguments: arguments,
                errorLocation: cached.errorLocation)
        }
        return ConcernHandle(
            suffix: "Cache", type: "\(Self.memberCache.qualified)<\(cached.keyType), \(valueType)>",
            summary: summary, resolver: Self.resolveMemberCache, arguments: arguments,
            errorLocation: cached.errorLocation)
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        if let cached = invocation.cachedMember, let cache = handle ?? self.handle(for: invocation).map(Self.resolved) {
            writer.wrapCall(
                of: invocation, in: "return \(invocation.effects)\(cache).value", ["for: \(cached.keyExpression)"])
        } else {
            writer.line(invocation.callKeepingResult)
            if invocation.invalidatesSharedResults {
                writer.line(Self.invalidateSharedCache + "(of: ", Self.sharedServiceName(of: invocation), ")")
            } else {
                writer.line(Self.invalidateCache + "(", invocation.serviceArgument, ")")
            }
            if let returnStatement = invocation.returnKeptResult { writer.line(returnStatement) }
        }
    }

    /// `Crosscut.ServiceName("Catalog", fileID: #fileID)`: the service in the generated file's
    /// module, as `concerns.invalidateCache(service: "Catalog")` names it.
    private static func sharedServiceName(of invocation: Invocation) -> String {
        let quotedName = invocation.serviceArgument.dropFirst("service: ".count)
        return "\(serviceName.qualified)(\(quotedName), fileID: #fileID)"
    }

    /// The handle resolved where it is used, for a decorator that does not keep it.
    private static func resolved(_ handle: ConcernHandle) -> String {
        "(\(handle.resolver)(\(handle.arguments.joined(separator: ", "))) as \(handle.type))"
    }

    /// Writes the key type, when the member needs one:
    /// `private struct SessionsForLimitKey: Hashable, Sendable { var reason: Reason; var limit: Int }`,
    /// also `Encodable` for a shared member, whose key the shared store encodes.
    func writeDeclarations(for invocation: Invocation, into writer: inout CodeWriter) {
        guard let cached = invocation.cachedMember, cached.declaresKeyType else { return }
        writer.separator()
        writer.line("/// What the results of `\(cached.identity)` are cached by.")
        let generics = cached.genericParameters.isEmpty ? "" : "<\(cached.genericParameters.joined(separator: ", "))>"
        let conformances = cached.shared == nil ? "Hashable, Sendable" : "Hashable, Sendable, Encodable"
        let header = "private struct \(cached.keyType)\(generics): \(conformances) {"
        var fields = cached.fields.map { "var \($0.name): \($0.type)" }
        if let packTypes = cached.packTypes { fields.append("var \(packTypes.field): ObjectIdentifier") }
        // The attributes go inside the directives: a `#sourceLocation` cannot stand between an
        // attribute and its declaration.
        writer.reportingErrors(at: cached.errorLocation) { writer in
            for attribute in cached.availability { writer.line(attribute) }
            guard !fields.isEmpty else {
                writer.line(header + "}")
                return
            }
            writer.block(header) { writer in
                for field in fields { writer.line(field) }
            }
        }
    }
}
