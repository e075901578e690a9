/// Loads values of any type: generic cached members, whose keys must never meet across types.
// @crosscut(caching)
protocol Loader: Sendable {
    /// The name of the record `id`.
    // @crosscut(cached)
    func name<ID: Hashable & Sendable>(of id: ID) -> String
    /// `value`, described with its type.
    // @crosscut(cached)
    func describe(_ value: some Hashable & Sendable) -> String
    /// The value loaded for `id`: of the type of `id`.
    // @crosscut(cached(ttl: 60))
    func load<T: Hashable & Sendable>(_ id: T) async throws -> T
    /// How many records of `type` the group holds.
    // @crosscut(cached(ignoring: type))
    func count<T>(of type: T.Type, in group: String) -> Int
    /// A member only newer systems have.
    // @crosscut(cached)
    @available(macOS 13, iOS 16, *)
    func modern(_ id: Int) -> Int
}
