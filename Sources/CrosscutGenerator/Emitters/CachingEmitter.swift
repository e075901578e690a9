/// Caching: members marked `cached` return a stored result for the same arguments (through
/// `Concerns.cached`); members marked `invalidates` clear the service's results after they
/// succeed (through `Concerns.invalidateCache`). Every other member forwards untouched.
struct CachingEmitter: ConcernEmitter {
    let concern = ConcernKind.caching
    let typeNamePrefix = "Caching"
    let helperName = "withCaching"
    let summary = "Caches the results of members marked `cached`; members marked `invalidates` clear them."

    func acts(on access: Access) -> Bool {
        switch access.kind {
        case .function: access.options.caching != nil || access.options.invalidates
        case .getter: access.options.caching != nil
        case .setter: access.options.invalidates
        }
    }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        if let caching = access.options.caching, access.kind != .setter {
            writeCachedBody(for: access, caching: caching, into: &writer)
        } else {
            writer.line(access.callKeepingResult)
            writer.line(RuntimeNames.invalidateCache + "(", access.serviceArgument, ")")
            if let returnStatement = access.returnKeptResult { writer.line(returnStatement) }
        }
    }

    private func writeCachedBody(for access: Access, caching: MemberOptions.Caching, into writer: inout CodeWriter) {
        let key = [access.serviceArgument, access.memberArgument] + access.cacheKeyArguments
        let ttl = caching.ttlSeconds.map { ".seconds(\($0))" } ?? "nil"
        writer.wrapCall(
            of: access, in: "return \(access.effects)\(RuntimeNames.cached)",
            [
                access.serviceArgument,
                access.memberArgument,
                "key: \(RuntimeNames.cacheKey.qualified)(\(key.joined(separator: ", ")))",
                "ttl: \(ttl)",
            ])
    }
}
