import Crosscut
import CrosscutTesting
import Testing

/// Decorators of protocols written as swift-nio's NIOCore writes them: compositions in parentheses
/// under `some`, a standard-library noncopyable parameter, `@inlinable` requirements.
@Suite struct SwiftNIOConstructsTests {
    @Test func compositionsArePassedOnInEveryPosition() throws {
        let harness = TestConcerns.harness()
        let loop = LiveCallbackLoop().decorated(with: harness.concerns)
        #expect(try loop.scheduleCallback(in: 5, handler: CountingHandler()) == 5)
        #expect(loop.handlers([CountingHandler()]).count == 2)
        #expect(loop.first(of: nil) == nil)
        #expect(
            harness.callEvents == [
                "CallbackLoop.scheduleCallback(in:handler:)", "CallbackLoop.handlers(_:)", "CallbackLoop.first(of:)",
            ])
    }

    @Test func requirementsMarkedInlinableAreForwardedAndMeasured() {
        let harness = TestConcerns.harness()
        let handler = LiveEmittingHandler().decorated(withMetrics: harness.concerns).decorated(withLogging: harness.concerns)
        #expect(handler.wrapOutboundOut(3) == "3")
        #expect(handler.unwrap("4") == 4)
        #expect(handler.size(of: "four") == 4)
        #expect(harness.calls("EmittingHandler", "wrapOutboundOut(_:)") == 1)
    }
}
