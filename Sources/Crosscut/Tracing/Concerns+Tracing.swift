extension Concerns {
    /// Runs `operation` inside a span of ``tracer`` named after `member`; what the tracing
    /// decorators call, with the ``TracedMember`` each made for the member when it was created. The
    /// value may be noncopyable: it is returned, never copied.
    ///
    /// The span is a child of ``ActiveCallSpan/current`` and is the active span while `operation`
    /// runs (unless the tracer does without, ``CallTracer/needsActiveCallSpan``), so that the call's
    /// own log events carry its ids and traced calls it makes become its children. Its attributes
    /// are ``TracedCall/attributes``: pass the arguments as the logging decorators log them,
    /// sensitive ones redacted, in the order `member` names them. When `operation` throws, the span
    /// records a ``CallFailure`` whose message is redacted if an argument is — or if
    /// `hasRedactedArguments` says one left out of `arguments` is — and the error is rethrown as it
    /// was.
    ///
    /// With tracing switched off or no ``tracer``, `operation` runs untouched and `arguments` is
    /// never evaluated.
    ///
    /// ```swift
    /// let sessionsTracing = TracedMember(service: "Catalog", member: "sessions(for:)", arguments: ["reason"])
    /// try await concerns.tracing(sessionsTracing, arguments: ["reason": "sleep"]) {
    ///     try await decoratee.sessions(for: reason)
    /// }
    /// ```
    @inlinable
    public func tracing<Value: ~Copyable, Failure: Error>(
        _ member: TracedMember,
        arguments: @autoclosure () -> EventData = [:],
        hasRedactedArguments: Bool = false,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        guard isEnabled(.tracing), let tracer else { return try await operation() }
        return try await trace(
            member, arguments: arguments, in: tracer, hasRedactedArguments: hasRedactedArguments,
            isolation: isolation, operation)
    }

    /// Runs `operation` inside a span of ``tracer`` named `"\(service).\(member)"`: the form of
    /// ``tracing(_:arguments:hasRedactedArguments:isolation:_:)`` for a call traced once, which
    /// makes the names at each call.
    ///
    /// ```swift
    /// try await concerns.tracing(service: "Catalog", member: "sessions(for:)", arguments: ["reason": "sleep"]) {
    ///     try await decoratee.sessions(for: reason)
    /// }
    /// ```
    @inlinable
    public func tracing<Value: ~Copyable, Failure: Error>(
        service: String,
        member: String,
        arguments: @autoclosure () -> EventData = [:],
        hasRedactedArguments: Bool = false,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        guard isEnabled(.tracing), let tracer else { return try await operation() }
        return try await trace(
            TracedMember(service: service, member: member), arguments: arguments, in: tracer,
            hasRedactedArguments: hasRedactedArguments, isolation: isolation, operation)
    }

    /// Runs `operation` in a span of `tracer` for the call: kept out of line (yet specialized), the
    /// call's description built there too, so that a decorator whose call is not traced stays as
    /// small as one that forwards.
    @inlinable @inline(never)
    func trace<Value: ~Copyable, Failure: Error>(
        _ member: TracedMember,
        arguments: () -> EventData,
        in tracer: any CallTracer,
        hasRedactedArguments: Bool,
        isolation: isolated (any Actor)?,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let call = TracedCall(member, arguments: arguments())
        let needsActiveCallSpan = tracer.needsActiveCallSpan
        var value: Value?
        var failure: Failure?
        await tracer.withSpan(for: call, isolation: isolation) { span in
            guard needsActiveCallSpan else {
                return await runTraced(
                    operation, of: call, hasRedactedArguments, into: &value, &failure, isolation: isolation)
            }
            return await ActiveCallSpan.$current.withValue(
                span,
                operation: {
                    await runTraced(
                        operation, of: call, hasRedactedArguments, into: &value, &failure, isolation: isolation)
                },
                isolation: isolation)
        }
        if let failure { throw failure }
        return Self.tracedResult(value.take(), of: tracer)
    }

    /// The synchronous form of ``tracing(_:arguments:hasRedactedArguments:isolation:_:)``.
    @inlinable
    public func tracing<Value: ~Copyable, Failure: Error>(
        _ member: TracedMember,
        arguments: @autoclosure () -> EventData = [:],
        hasRedactedArguments: Bool = false,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard isEnabled(.tracing), let tracer else { return try operation() }
        return try trace(
            member, arguments: arguments, in: tracer, hasRedactedArguments: hasRedactedArguments, operation)
    }

    /// The synchronous form of ``tracing(service:member:arguments:hasRedactedArguments:isolation:_:)``.
    @inlinable
    public func tracing<Value: ~Copyable, Failure: Error>(
        service: String,
        member: String,
        arguments: @autoclosure () -> EventData = [:],
        hasRedactedArguments: Bool = false,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard isEnabled(.tracing), let tracer else { return try operation() }
        return try trace(
            TracedMember(service: service, member: member), arguments: arguments, in: tracer,
            hasRedactedArguments: hasRedactedArguments, operation)
    }

    /// The synchronous form of ``trace(_:arguments:in:hasRedactedArguments:isolation:_:)``.
    @inlinable @inline(never)
    func trace<Value: ~Copyable, Failure: Error>(
        _ member: TracedMember,
        arguments: () -> EventData,
        in tracer: any CallTracer,
        hasRedactedArguments: Bool,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let call = TracedCall(member, arguments: arguments())
        let needsActiveCallSpan = tracer.needsActiveCallSpan
        var value: Value?
        var failure: Failure?
        tracer.withSpan(for: call) { span in
            guard needsActiveCallSpan else {
                return runTraced(operation, of: call, hasRedactedArguments, into: &value, &failure)
            }
            return ActiveCallSpan.$current.withValue(span) {
                runTraced(operation, of: call, hasRedactedArguments, into: &value, &failure)
            }
        }
        if let failure { throw failure }
        return Self.tracedResult(value.take(), of: tracer)
    }

    /// Runs a traced call's `operation`: its value into `value`, or its error into `failure`, and
    /// then the error as the span records it.
    @inlinable
    func runTraced<Value: ~Copyable, Failure: Error>(
        _ operation: () async throws(Failure) -> Value,
        of call: TracedCall,
        _ hasRedactedArguments: Bool,
        into value: inout Value?,
        _ failure: inout Failure?,
        isolation: isolated (any Actor)?
    ) async -> CallFailure? {
        do throws(Failure) {
            value = try await operation()
            return nil
        } catch {
            failure = error
            return callFailure(error, of: call, hasRedactedArguments)
        }
    }

    /// The synchronous form of ``runTraced(_:of:_:into:_:isolation:)``.
    @inlinable
    func runTraced<Value: ~Copyable, Failure: Error>(
        _ operation: () throws(Failure) -> Value,
        of call: TracedCall,
        _ hasRedactedArguments: Bool,
        into value: inout Value?,
        _ failure: inout Failure?
    ) -> CallFailure? {
        do throws(Failure) {
            value = try operation()
            return nil
        } catch {
            failure = error
            return callFailure(error, of: call, hasRedactedArguments)
        }
    }

    /// `error`, which `call` threw, as its span records it. The message is redacted with the
    /// logger's redaction when an argument of `call` is redacted or `hasRedactedArguments`; worked
    /// out only when a call fails.
    @usableFromInline
    func callFailure(_ error: some Error, of call: TracedCall, _ hasRedactedArguments: Bool) -> CallFailure {
        let isRedacted = hasRedactedArguments || call.arguments.contains { $0.value.isRedacted }
        return CallFailure(error, redactingMessageWith: isRedacted ? logger.redaction : nil)
    }

    /// The value a traced call returned; a tracer that returned without running the call is a
    /// programming error, which stops the program with the tracer's name.
    @usableFromInline
    static func tracedResult<Value: ~Copyable>(_ value: consuming Value?, of tracer: any CallTracer) -> Value {
        guard let value else {
            preconditionFailure("\(type(of: tracer)).withSpan(for:) returned without running the call")
        }
        return value
    }
}
