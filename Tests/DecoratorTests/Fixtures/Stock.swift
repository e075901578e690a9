/// Stock levels that every instance of a shop's server reads through one shared cache: members
/// cached with `shared`, whose results the instances share.
// @crosscut(caching)
protocol Stock: Sendable {
    /// How many of `item` are left in `warehouse`.
    // @crosscut(cached(ttl: 60, shared))
    func count(of item: String, in warehouse: String) async throws -> Int
    /// The items `warehouse` holds, in the shared store's second version of them.
    // @crosscut(cached(ttl: 60, shared, version: 2))
    func items(in warehouse: String) async -> [String]
    /// The warehouses the shop keeps stock in.
    // @crosscut(cached(ttl: 60, shared))
    var warehouses: [String] { get async throws }
    /// Records a delivery: what every instance cached of the stock is out of date.
    // @crosscut(invalidates)
    func receive(_ quantity: Int, of item: String) async throws
}
