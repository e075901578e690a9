/// The invalidations a store has made, numbered, for as long as a computation that started before
/// one may still try to store its value: what tells a store that an invalidation overtook a value
/// (``SharedCacheStore/store(_:forKey:ttl:computedAfter:)``).
///
/// It keeps the number of the last invalidation of each key, member and service, up to
/// ``capacity`` of them; when full it forgets the older half and refuses every value computed
/// before the newest it forgot, which may drop a good value but never keeps an overtaken one.
struct InvalidationLog {
    /// Whose invalidation: one key, one member, or a whole service.
    private enum Scope: Hashable {
        case key(SharedCacheKey)
        case member(ServiceName, String)
        case service(ServiceName)
        /// Every key.
        case everything
    }

    /// How many scopes it remembers before it forgets the older half.
    let capacity: Int
    /// The number of the last invalidation.
    private(set) var last: Int64 = 0
    /// Values computed before this number are refused: the newest invalidation forgotten.
    private var floor: Int64 = 0
    private var numbers: [Scope: Int64] = [:]

    init(capacity: Int = 4_096) {
        self.capacity = capacity
    }

    /// The mark a read returns now.
    var mark: SharedCacheMark { SharedCacheMark(last) }

    /// Numbers `invalidation` after every one before it.
    mutating func record(_ invalidation: SharedCacheInvalidation) {
        last += 1
        let scope: Scope =
            switch invalidation {
            case .key(let key): .key(key)
            case .entries(let service, let member?): .member(service, member)
            case .entries(let service, nil): .service(service)
            case .everything: .everything
            }
        numbers[scope] = last
        if numbers.count > capacity { forgetOlderHalf() }
    }

    /// Whether an invalidation of `key`, its member or its service came after `mark`.
    func overtook(_ mark: SharedCacheMark, of key: SharedCacheKey) -> Bool {
        guard mark.rawValue >= floor else { return true }
        let scopes: [Scope] = [.key(key), .member(key.service, key.member), .service(key.service), .everything]
        return scopes.contains { (numbers[$0] ?? 0) > mark.rawValue }
    }

    private mutating func forgetOlderHalf() {
        let sorted = numbers.values.sorted()
        let newestForgotten = sorted[sorted.count / 2]
        numbers = numbers.filter { $0.value > newestForgotten }
        floor = max(floor, newestForgotten)
    }
}
