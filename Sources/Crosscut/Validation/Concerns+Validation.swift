extension Concerns {
    /// Throws ``InvalidArguments`` when `checklist`, filled from a call's arguments, holds violations:
    /// what the validating decorators call before they forward the call. An empty checklist returns
    /// at once.
    ///
    /// A rejected call logs a `.warning` event `"\(service).\(member) invalid arguments"` with
    /// `violations` while logging is enabled, and increments ``MetricName/invalidArguments``
    /// `{module, service, member, parameter}` once per parameter at fault while metrics are. Neither
    /// quotes an argument: a ``Violation`` never does.
    ///
    /// ```swift
    /// var checklist = Checklist()
    /// checklist.check(age, "age", in: 13...120)
    /// try concerns.validating(arguments: checklist, service: "AgeManager", member: "save(age:)")
    /// ```
    @inlinable
    public func validating(
        arguments checklist: Checklist, service: String, member: String, fileID: String = #fileID
    ) throws(InvalidArguments) {
        if checklist.isEmpty { return }
        let call = "\(service).\(member)"
        report(
            checklist.violations, of: call, as: "invalid arguments", countedAs: MetricName.invalidArguments,
            byParameter: true, service: service, member: member, fileID: fileID)
        throw InvalidArguments(call: call, violations: checklist.violations)
    }

    /// Throws ``InvalidResult`` when `checklist`, filled from a call's result, holds violations:
    /// what the validating decorators call before they return a result. Logged as
    /// ``validating(arguments:service:member:fileID:)`` logs, as `invalid result`, and counted as
    /// ``MetricName/invalidResults`` `{module, service, member}`.
    @inlinable
    public func validating(
        result checklist: Checklist, service: String, member: String, fileID: String = #fileID
    ) throws(InvalidResult) {
        if checklist.isEmpty { return }
        let call = "\(service).\(member)"
        report(
            checklist.violations, of: call, as: "invalid result", countedAs: MetricName.invalidResults,
            byParameter: false, service: service, member: member, fileID: fileID)
        throw InvalidResult(call: call, violations: checklist.violations)
    }

    /// Logs the violations of a rejected call as `outcome`, and counts them in `metric`: once per
    /// parameter at fault when `byParameter`, otherwise once.
    @usableFromInline
    func report(
        _ violations: [Violation], of call: String, as outcome: String, countedAs metric: String,
        byParameter: Bool, service: String, member: String, fileID: String
    ) {
        if isEnabled(.logging) {
            logger.log(
                .warning, "\(call) \(outcome)",
                ["violations": .string(violations.map(\.description).joined(separator: "; "))])
        }
        guard isEnabled(.metrics) else { return }
        let labels = ServiceName(service, fileID: fileID).labels(member: member)
        guard byParameter else { return metrics.increment(metric, by: 1, dimensions: labels) }
        var parameters: [Substring] = []
        for violation in violations where !parameters.contains(violation.parameter) {
            parameters.append(violation.parameter)
        }
        for parameter in parameters {
            var dimensions = labels
            dimensions.append("parameter", String(parameter))
            metrics.increment(metric, by: 1, dimensions: dimensions)
        }
    }
}
