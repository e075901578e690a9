/// A computed value and how long it stays fresh (the store's default when `nil`): what a lookup's
/// computation hands ``InMemoryCachePartition`` to store.
struct CacheDraft<Value> {
    var value: Value
    var ttl: Duration?
}
