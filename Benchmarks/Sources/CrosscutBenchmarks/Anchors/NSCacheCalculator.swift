import Foundation

/// A caching decorator as people write one over Foundation's `NSCache`: the argument and the
/// result boxed in `NSNumber`s, since `NSCache` keys and values are objects. No time to live:
/// `NSCache` has none.
///
/// Only `square(_:)` is cached; the other members forward (`ForwardingCalculator`).
/// `@unchecked Sendable`: `NSCache` is thread-safe, but Linux's Foundation does not say so.
final class NSCacheCalculator<Decoratee: Calculator>: ForwardingCalculator, @unchecked Sendable {
    let decoratee: Decoratee
    private let squares = NSCache<NSNumber, NSNumber>()

    init(_ decoratee: Decoratee) {
        self.decoratee = decoratee
    }

    func square(_ value: Int) -> Int {
        let key = NSNumber(value: value)
        if let cached = squares.object(forKey: key) { return cached.intValue }
        let result = decoratee.square(value)
        squares.setObject(NSNumber(value: result), forKey: key)
        return result
    }
}
