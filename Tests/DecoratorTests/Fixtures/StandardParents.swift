/// An error protocol: its decorators are errors too (and `Sendable`, as `Error` requires). It
/// restates `description`, which is then forwarded (and logged) as its own requirement.
// @crosscut(logging, metrics)
protocol Failure: Error, CustomStringConvertible {
    var code: Int { get }
    var description: String { get }
    func isTransient() -> Bool
}

/// Ordering, identity, encoding and reflection, each forwarded to the decoratee.
// @crosscut(logging, metrics)
protocol Ranked: Comparable, Identifiable, Encodable, CustomReflectable {
    var score: Int { get }
}

/// Parents named through typealiases declared in another file (`Aliases.swift`).
// @crosscut(logging)
protocol Badge: Shareable, SendableType {
    func label() -> String
}

/// An executor, as swift-nio's `NIOSerialEventLoopExecutor` is one: its decorators forward the jobs,
/// and the executor's identity, to the decoratee.
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
// @crosscut(logging, metrics)
protocol WorkQueue: SerialExecutor {
    func pending() -> Int
}

/// A task executor: the decorators hand the preference to the decoratee.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
// @crosscut(logging)
protocol WorkPool: TaskExecutor {
    func size() -> Int
}

/// A sequence, as swift-mustache's `MustacheSequence` is: the decorators hand out the decoratee's
/// own iterator.
// @crosscut(logging)
protocol Playlist: Sequence where Element == String {
    func duration(of track: String) -> Int
}

/// An iterator: the decorators forward `next()` to the decoratee they hold.
// @crosscut(logging)
protocol Countdown: IteratorProtocol where Element == Int {
    var remaining: Int { get }
}

/// An asynchronous sequence, as FlyingFox's `AsyncChunkedSequence` is.
// @crosscut(logging, retry)
protocol Breaths: AsyncSequence, Sendable where Element == Int {
    func pace() async throws -> Int
}

/// An asynchronous iterator with a member of its own, as FlyingSocks' `AsyncBufferedIteratorProtocol`
/// is: the decorators forward `next()` to the iterator they hold, on the global executor as the
/// standard library's runs.
// @crosscut(logging, retry)
protocol BreathBuffer: AsyncIteratorProtocol where Element == Int {
    mutating func nextBuffer(suggested count: Int) async throws -> [Int]?
}

/// A collection named with its primary associated type: the decorators index the decoratee with
/// its own indices and keep its `count`.
// @crosscut(logging)
protocol Shelf: Collection<String> {
    func label() -> String
}

/// A random-access collection: the decorators also step back and jump with the decoratee's indices.
// @crosscut(logging, metrics)
protocol Timeline: RandomAccessCollection where Element == Int {
    func total() -> Int
}

/// A random number generator: the decorators advance the generator they hold.
// @crosscut(logging)
protocol Dice: RandomNumberGenerator {
    func sides() -> Int
}

/// A generator shared by reference: the decorators are final classes that advance the decoratee
/// itself.
// @crosscut(logging)
protocol SharedDice: AnyObject, RandomNumberGenerator {
    func sides() -> Int
}

/// A breathing cue that writes itself, as swift-syntax's nodes do: `print` on a decorator writes
/// the cue it holds.
// @crosscut(logging)
protocol Cue: TextOutputStreamable {
    func seconds() -> Int
}

/// A stream the session's transcript is written to: the decorators write to the stream they hold.
// @crosscut(logging)
protocol Transcript: TextOutputStream {
    func lines() -> [String]
}
