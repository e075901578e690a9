// What swift-nio's NIOCore protocols asked of the generator (Scripts/real-world-check.py), each cut
// down to the protocol that shows it.

public protocol ScheduledCallbackHandler {
    func handleScheduledCallback()
}

/// swift-nio's `EventLoop`: a composition in parentheses under `some`, which came out as
/// `some (any NIOScheduledCallbackHandler & Sendable)`, and a standard-library noncopyable
/// `ExecutorJob`, which was logged and copied.
// @crosscut(logging, metrics, retry)
public protocol CallbackLoop: Sendable {
    @preconcurrency
    @discardableResult
    func scheduleCallback(in seconds: Int, handler: some (ScheduledCallbackHandler & Sendable)) throws -> Int
    func handlers(_ extra: [ScheduledCallbackHandler & Sendable]) -> [ScheduledCallbackHandler & Sendable]
    func first(of handlers: (ScheduledCallbackHandler & Sendable)?) -> (ScheduledCallbackHandler & Sendable)?
    @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
    func enqueue(_ job: consuming ExecutorJob)
}

/// swift-nio's `_EmittingChannelHandler`: an `@inlinable` requirement, which a decorator's member
/// cannot repeat (its body reaches the decorator's private state), and promises about the
/// implementation that a decorator, which logs, does not keep.
// @crosscut(logging, metrics)
public protocol EmittingHandler {
    associatedtype OutboundOut = Never
    @inlinable
    func wrapOutboundOut(_ value: OutboundOut) -> String
    @_alwaysEmitIntoClient
    func unwrap(_ text: String) -> Int
    @_effects(readonly) @inline(__always)
    func size(of text: String) -> Int
}
