#if PostgreSQLCache
    extension PostgreSQLSharedCacheStore {
        /// The names of what a store keeps in its database, all derived from its table's name.
        public struct Tables: Sendable, Hashable {
            /// The values: `crosscut_shared_cache`.
            public let values: String
            /// The last invalidation of each key, member and service, numbered:
            /// `crosscut_shared_cache_invalidated`; the row with an empty scope is the floor below
            /// which every value is refused.
            public let invalidated: String
            /// The sequence that numbers invalidations: `crosscut_shared_cache_marks`.
            public let marks: String
            /// Which instance computes which key: `crosscut_shared_cache_claims`.
            public let claims: String

            init(_ table: String) {
                values = table
                invalidated = table + "_invalidated"
                marks = table + "_marks"
                claims = table + "_claims"
            }
        }

        /// The scopes an invalidation is recorded under, and a read looks for: one key, one member,
        /// one service, each tagged so that none equals another.
        enum InvalidationScope {
            static func key(_ key: SharedCacheKey) -> String { "key\t\(key.stored)" }
            static func member(_ service: ServiceName, _ member: String) -> String { "member\t\(service)\t\(member)" }
            static func service(_ service: ServiceName) -> String { "service\t\(service)" }

            /// The same three scopes, made in SQL from a read's binds: the key's stored form at
            /// `$1`, its service at `$2` and its member at `$3`.
            static let ofReadBinds =
                "'key' || chr(9) || $1, 'member' || chr(9) || $2 || chr(9) || $3, 'service' || chr(9) || $2"
        }
    }
#endif
