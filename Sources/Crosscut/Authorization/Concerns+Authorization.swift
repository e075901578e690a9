extension Concerns {
    /// Checks that the ``Caller/current`` caller may make the call: what the authorizing decorators
    /// call before they forward it. Throws ``AccessDenied`` when nobody is calling or when
    /// ``accessPolicy`` does not grant `permission`; with authorization switched off it returns at
    /// once.
    ///
    /// A denial logs a `.warning` event `"\(service).\(member) access denied"` with `permission`
    /// and `reason` while logging is enabled, and increments ``MetricName/accessDenied``
    /// `{module, service, member, permission, reason}` while metrics are; neither carries the
    /// arguments or the caller. The arguments are gathered only for a policy that reads them.
    ///
    /// ```swift
    /// try concerns.authorizing("orders.write", service: "Orders", member: "place(_:)")
    /// return try await decoratee.place(order)
    /// ```
    @inlinable
    public func authorizing(
        _ permission: String,
        service: String,
        member: String,
        arguments: @autoclosure () -> EventData = [:],
        fileID: String = #fileID
    ) throws(AccessDenied) {
        guard isEnabled(.authorization) else { return }
        guard let caller = Caller.current else {
            throw denial(.noCaller, permission: permission, service: service, member: member, fileID: fileID)
        }
        let request = AccessRequest(
            permission: permission, serviceName: service, member: member,
            arguments: accessPolicy.readsArguments ? arguments() : [:], fileID: fileID)
        guard accessPolicy.grants(caller, request) else {
            throw denial(.notPermitted, permission: permission, service: service, member: member, fileID: fileID)
        }
    }

    /// The error of a denied call, logged and counted.
    @usableFromInline
    func denial(
        _ reason: AccessDenied.Reason, permission: String, service: String, member: String, fileID: String
    ) -> AccessDenied {
        let call = "\(service).\(member)"
        if isEnabled(.logging) {
            logger.log(
                .warning, "\(call) access denied",
                ["permission": .string(permission), "reason": .string(reason.rawValue)])
        }
        if isEnabled(.metrics) {
            var dimensions = ServiceName(service, fileID: fileID).labels(member: member)
            dimensions.append("permission", permission)
            dimensions.append("reason", reason.rawValue)
            metrics.increment(MetricName.accessDenied, by: 1, dimensions: dimensions)
        }
        return AccessDenied(reason, call: call, permission: permission)
    }
}
