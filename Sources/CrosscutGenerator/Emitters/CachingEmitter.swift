/// Caching: members marked `cached` return a stored result for the same arguments (through
/// `Concerns.cached`); members marked `invalidates` clear the service's results after they
/// succeed (through `Concerns.invalidateCache`). Every other member forwards untouched.
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

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        if let cached = access.options.caching.cached, access.kind != .setter {
            writeCachedBody(for: access, cached: cached, into: &writer)
        } else {
            writer.line(access.callKeepingResult)
            writer.line(RuntimeNames.invalidateCache + "(", access.serviceArgument, ")")
            if let returnStatement = access.returnKeptResult { writer.line(returnStatement) }
        }
    }

    private func writeCachedBody(for access: Access, cached: CachingOptions.Cached, into writer: inout CodeWriter) {
        let arguments = access.arguments.compactMap { cached.ignoredParameters.contains($0.key) ? nil : $0.copied }
        let key = [access.serviceArgument, access.memberArgument] + arguments
        let ttl = cached.ttlSeconds.map { ".seconds(\($0))" } ?? "nil"
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
