#if PostgreSQLCache
    import Foundation
    import PostgresNIO

    /// A ``SharedCacheStore`` in one PostgreSQL table, over postgres-nio (the `PostgreSQLCache`
    /// trait): what every instance of a service that reaches the same database shares.
    ///
    /// - One table, made by ``migrate()`` (or by ``migration(table:)`` run as you run migrations):
    ///   the key, its service and member for invalidation, the value and when it expires.
    /// - A read ignores an expired row; ``run()`` deletes them in the background.
    /// - Every invalidation deletes rows and sends a `NOTIFY` on a channel named as the table, in one
    ///   statement, so it reaches every instance's ``invalidations()`` (`LISTEN`) once it is done.
    /// - ``withExclusiveComputation(of:waitingAtMost:_:)`` holds a session advisory lock on the
    ///   key's hash while one instance computes it.
    ///
    /// The client is yours: run it, as postgres-nio asks, beside the store's ``run()`` and the
    /// concerns' ``Concerns/followSharedCacheInvalidations(applied:)``.
    ///
    /// ```swift
    /// let client = PostgresClient(configuration: configuration)
    /// let store = PostgreSQLSharedCacheStore(client: client)
    /// var concerns = Concerns()
    /// concerns.sharedCache = SharedCache(store: store, timeout: .milliseconds(100))
    /// try await withThrowingDiscardingTaskGroup { group in
    ///     group.addTask { await client.run() }
    ///     try await store.migrate()
    ///     group.addTask { try await store.run() }
    ///     group.addTask { try await concerns.followSharedCacheInvalidations() }
    ///     // serve
    /// }
    /// ```
    public struct PostgreSQLSharedCacheStore: SharedCacheStore {
        /// The connections.
        public let client: PostgresClient
        /// The table, and the channel its invalidations are sent on.
        public let table: String
        /// How often ``run()`` deletes expired rows.
        public let purgeInterval: Duration
        /// How long ``invalidations()`` waits before it listens again after losing its connection.
        public let reconnectDelay: Duration
        /// Where the store's own trouble goes (a lost listening connection, a failed purge).
        public let logger: Logger

        /// A store in `table` of the database `client` reaches.
        ///
        /// - Parameters:
        ///   - client: The connections; run it (`client.run()`) for as long as the store is used.
        ///   - table: The table's name: lowercase letters, digits and underscores, not starting
        ///     with a digit. It also names the `NOTIFY` channel.
        ///   - purgeInterval: How often ``run()`` deletes expired rows; a minute by default.
        ///   - reconnectDelay: How long ``invalidations()`` waits before listening again; a second
        ///     by default.
        ///   - logger: Where the store's own trouble goes.
        public init(
            client: PostgresClient,
            table: String = "crosscut_shared_cache",
            purgeInterval: Duration = .seconds(60),
            reconnectDelay: Duration = .seconds(1),
            logger: Logger = Logger(label: "crosscut.shared-cache")
        ) {
            precondition(
                Self.isPlainIdentifier(table), "PostgreSQLSharedCacheStore table '\(table)' is not a plain identifier")
            self.client = client
            self.table = table
            self.purgeInterval = purgeInterval
            self.reconnectDelay = reconnectDelay
            self.logger = logger
        }

        public func entry(forKey key: SharedCacheKey) async throws -> SharedCacheEntry? {
            let rows = try await client.query(
                """
                SELECT value, extract(epoch FROM expires_at - now())::float8 FROM \(unescaped: table)
                WHERE key = \(key.stored) AND expires_at > now()
                """)
            for try await (value, seconds) in rows.decode((Data, Double).self) {
                return SharedCacheEntry(value: Array(value), timeToLive: .seconds(seconds))
            }
            return nil
        }

        public func store(_ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration) async throws {
            try await client.query(
                """
                INSERT INTO \(unescaped: table) (key, service, member, value, expires_at)
                VALUES (\(key.stored), \(key.service.description), \(key.member), \(Data(value)),
                    now() + make_interval(secs => \(ttl.secondsValue)))
                ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
                """)
        }

        public func invalidate(_ key: SharedCacheKey) async throws {
            try await client.query(
                """
                WITH gone AS (DELETE FROM \(unescaped: table) WHERE key = \(key.stored))
                SELECT pg_notify(\(table), \(InvalidationPayload.text(of: .key(key))))
                """)
        }

        public func invalidate(service: ServiceName, member: String?) async throws {
            let payload = InvalidationPayload.text(of: .entries(service: service, member: member))
            try await client.query(
                """
                WITH gone AS (
                    DELETE FROM \(unescaped: table)
                    WHERE service = \(service.description) AND (\(member ?? "") = '' OR member = \(member ?? "")))
                SELECT pg_notify(\(table), \(payload))
                """)
        }

        /// Whether `name` may stand in SQL as it is.
        static func isPlainIdentifier(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return name.count <= 50
                && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        }
    }

    extension Duration {
        /// The duration in seconds, with its fraction.
        var secondsValue: Double {
            let (seconds, attoseconds) = components
            return Double(seconds) + Double(attoseconds) / 1e18
        }
    }
#endif
