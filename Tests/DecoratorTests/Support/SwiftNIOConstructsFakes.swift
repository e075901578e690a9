struct CountingHandler: ScheduledCallbackHandler, Sendable {
    func handleScheduledCallback() {}
}

struct LiveCallbackLoop: CallbackLoop {
    func scheduleCallback(in seconds: Int, handler: some (ScheduledCallbackHandler & Sendable)) throws -> Int {
        handler.handleScheduledCallback()
        return seconds
    }

    func handlers(_ extra: [any ScheduledCallbackHandler & Sendable]) -> [any ScheduledCallbackHandler & Sendable] {
        extra + [CountingHandler()]
    }

    func first(of handlers: (any ScheduledCallbackHandler & Sendable)?) -> (any ScheduledCallbackHandler & Sendable)? {
        handlers
    }

    @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
    func enqueue(_ job: consuming ExecutorJob) {}
}

struct LiveEmittingHandler: EmittingHandler {
    func wrapOutboundOut(_ value: Int) -> String { "\(value)" }
    func unwrap(_ text: String) -> Int { Int(text) ?? 0 }
    func size(of text: String) -> Int { text.count }
}
