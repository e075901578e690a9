import Crosscut

/// Annotated protocols with the mix of members real services have: async throwing loads, cached
/// queries, properties, a subscript, a generic method, an escaping closure parameter, redacted
/// credentials, cache invalidation, `@discardableResult`, and the usual doc comments.
struct ProtocolCode {
    var random: SplitMix64

    /// An annotated protocol named `Service<index>`, optionally refining `parent`, with its
    /// `Item<index>` type; the concerns and members vary with the seed.
    mutating func annotated(_ index: Int, inheriting parent: String? = nil) -> String {
        var concerns: [String] = []
        if random.chance(0.9) { concerns.append("logging") }
        if random.chance(0.6) { concerns.append("metrics") }
        if random.chance(0.4) { concerns.append("caching") }
        if random.chance(0.5) { concerns.append("retry") }
        if concerns.isEmpty { concerns.append("logging") }
        var inherited: [String] = parent.map { [$0] } ?? []
        var attributes = ""
        switch random.int(in: 0...9) {
        case 0, 1: inherited.append("AnyObject")
        case 2: attributes = "@MainActor\n"
        case 3, 4, 5, 6: inherited.append("Sendable")
        default: break
        }
        let clause = inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")
        var text = """
            /// What feature \(index) needs from the outside world.
            ///
            /// Implemented by the live client and by the previews' stub.
            // @crosscut(\(concerns.joined(separator: ", ")))
            \(attributes)public protocol Service\(index)\(clause) {

            """
        let logging = concerns.contains("logging")
        let caching = concerns.contains("caching")
        var members = [
            "    /// Loads one item.\n    func loadItem(id: Int) async throws -> Item\(index)\n",
            "    /// How many items there are.\n    var count: Int { get }\n",
        ]
        let query = "    func items(matching query: String, limit: Int) async throws -> [Item\(index)]\n"
        if caching {
            // A protocol with caching has at least one cached member, or the generator warns.
            members.append("    /// The items matching `query`.\n    // @crosscut(cached(ttl: 60))\n" + query)
        }
        var optional = [
            "    /// The title shown in the navigation bar.\n    var title: String { get set }\n",
            "    /// Saves one item.\n    func update(_ item: Item\(index)) throws\n",
            "    /// The item at `position`, if any.\n    subscript(position: Int) -> Item\(index)? { get }\n",
            "    /// Decodes a payload.\n"
                + "    func decode<T: Decodable & Sendable>(_ type: T.Type, from data: [UInt8]) throws -> T\n",
            "    /// Calls `handler` on every change until the returned token is cancelled.\n"
                + "    func observe(_ handler: @escaping @Sendable (Item\(index)) -> Void) -> Int\n",
            "    /// Saves the items and returns how many were new.\n    @discardableResult\n"
                + "    func save(_ items: [Item\(index)]) async throws -> Int\n",
            logging
                ? "    /// Signs in.\n    // @crosscut(redact: token)\n"
                    + "    func signIn(token: String) async throws -> Bool\n"
                : "    /// Signs in.\n    func signIn(token: String) async throws -> Bool\n",
            caching
                ? "    /// Drops what is cached.\n    // @crosscut(invalidates)\n    func refresh() async throws\n"
                : "    /// Reloads.\n    func refresh() async throws\n",
            "    /// Forgets local state.\n    func reset()\n",
        ]
        if !caching { optional.append("    /// The items matching `query`.\n" + query) }
        for member in optional where random.chance(0.5) { members.append(member) }
        for member in members { text += member + "\n" }
        text.removeLast()
        text += "}\n\n/// One record of feature \(index).\npublic struct Item\(index): Hashable, Sendable, Codable {\n"
        text += "    public var id: Int\n    public var name: String\n}\n\n"
        return text
    }

    /// An unannotated protocol `Base<index>` that annotated protocols in other files refine.
    func base(_ index: Int) -> String {
        """
        /// Shared by the features built on store \(index).
        public protocol Base\(index): Sendable {
            /// Whether the store is reachable.
            func ping() async throws -> Bool
            /// The store's name.
            var storeName: String { get }
        }


        """
    }
}
