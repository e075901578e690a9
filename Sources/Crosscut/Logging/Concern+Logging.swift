extension Concern {
    /// Logs each call: ``EventLogger/logCall(service:member:arguments:hasRedactedArguments:outcome:duration:)``.
    @inlinable public static var logging: Concern { Concern(name: "logging", number: 1) }
}
