/// The span of the traced call the current task is in, if any: how nested traced calls find their
/// parent and log events their trace and span ids.
///
/// The tracing decorators set it for the duration of each traced call, unless the tracer says it
/// need not (``CallTracer/needsActiveCallSpan``); it travels in task-local context, so child tasks
/// inherit it and tasks started elsewhere do not see it.
///
/// ```swift
/// if let identity = ActiveCallSpan.current?.identity {
///     print("in trace", identity.traceID)
/// }
/// ```
public enum ActiveCallSpan {
    /// The active span, or `nil` outside traced calls.
    @TaskLocal public static var current: (any CallSpan)?
}
