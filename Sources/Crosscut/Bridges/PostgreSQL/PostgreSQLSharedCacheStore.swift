#if PostgreSQLCache
    import Foundation
    import PostgresNIO

    /// A ``SharedCacheStore`` in one PostgreSQL table, over postgres-nio (the `PostgreSQLCache`
    /// trait): what every instance of a service that reaches the same database shares.
    ///
    /// - Three tables and a sequence, made by ``migrate()`` (or by ``migration(table:)`` run as you
    ///   run migrations), named after `table` (``Tables``): the values, with the key, its service
    ///   and member for invalidation, when it expires, and the mark of the read before its
    ///   computation; the last invalidation of each key, member and service, numbered by the
    ///   sequence; and the claims of computations in flight.
    /// - A read ignores an expired row, and a row that an invalidation numbered above its mark
    ///   overtook: a value computed before an invalidation is never served after it, whichever
    ///   instance stored it and whenever. ``run()`` deletes expired rows and forgets old
    ///   invalidations in the background.
    /// - Every invalidation deletes rows, records its number and sends a `NOTIFY` on a channel
    ///   named as the table, in one statement, so it reaches every instance's ``invalidations()``
    ///   (`LISTEN`) once it is done.
    /// - ``claimComputation(of:for:lease:)`` claims a key with a row that expires, so that one
    ///   instance computes it while the others wait; no connection is held meanwhile.
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
        /// The tables and the sequence named after ``table``.
        public let tables: Tables
        /// The read's SQL (``readStatement(_:)``).
        private let readStatement: String
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
            tables = Tables(table)
            readStatement = Self.readStatement(tables)
            self.purgeInterval = purgeInterval
            self.reconnectDelay = reconnectDelay
            self.logger = logger
        }

        public func read(_ key: SharedCacheKey) async throws -> SharedCacheRead {
            var binds = PostgresBindings(capacity: 3)
            binds.append(key.stored)
            binds.append(key.service.description)
            binds.append(key.member)
            let rows = try await client.query(PostgresQuery(unsafeSQL: readStatement, binds: binds))
            for try await (value, seconds, mark) in rows.decode((Data?, Double?, Int64).self) {
                guard let value, let seconds else { return SharedCacheRead(entry: nil, mark: SharedCacheMark(mark)) }
                return SharedCacheRead(
                    entry: SharedCacheEntry(value: Array(value), timeToLive: .seconds(seconds)),
                    mark: SharedCacheMark(mark))
            }
            throw PostgreSQLSharedCacheStoreError.noMark
        }

        /// The read: the value of the key bound at `$1`, whose service and member are bound at `$2`
        /// and `$3`, unless it expired or an invalidation overtook it; and the last mark given out.
        /// Made once per store: a read builds no SQL.
        static func readStatement(_ tables: Tables) -> String {
            """
            SELECT v.value, extract(epoch FROM v.expires_at - now())::float8,
                (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM \(tables.marks))
            FROM (SELECT 1) AS one
            LEFT JOIN \(tables.values) AS v ON v.key = $1 AND v.expires_at > now()
                AND v.mark >= (SELECT number FROM \(tables.invalidated) WHERE scope = '')
                AND NOT EXISTS (
                    SELECT 1 FROM \(tables.invalidated)
                    WHERE number > v.mark AND scope IN (\(InvalidationScope.ofReadBinds)))
            """
        }

        /// Stores `value` with `mark`, unless the row holds a value computed after a later read.
        public func store(
            _ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration, computedAfter mark: SharedCacheMark
        ) async throws {
            try await client.query(
                """
                INSERT INTO \(unescaped: table) (key, service, member, value, expires_at, mark)
                VALUES (\(key.stored), \(key.service.description), \(key.member), \(Data(value)),
                    now() + make_interval(secs => \(ttl.secondsValue)), \(mark.rawValue))
                ON CONFLICT (key) DO UPDATE
                SET value = excluded.value, expires_at = excluded.expires_at, mark = excluded.mark
                WHERE \(unescaped: table).mark <= excluded.mark
                """)
        }

        public func invalidate(_ key: SharedCacheKey) async throws {
            try await client.query(
                """
                WITH gone AS (DELETE FROM \(unescaped: table) WHERE key = \(key.stored)),
                recorded AS (
                    INSERT INTO \(unescaped: tables.invalidated) (scope, number)
                    VALUES (\(InvalidationScope.key(key)), nextval('\(unescaped: tables.marks)'))
                    ON CONFLICT (scope) DO UPDATE SET number = excluded.number)
                SELECT pg_notify(\(table), \(InvalidationPayload.text(of: .key(key))))
                """)
        }

        public func invalidate(service: ServiceName, member: String?) async throws {
            let payload = InvalidationPayload.text(of: .entries(service: service, member: member))
            let scope = member.map { InvalidationScope.member(service, $0) } ?? InvalidationScope.service(service)
            try await client.query(
                """
                WITH gone AS (
                    DELETE FROM \(unescaped: table)
                    WHERE service = \(service.description) AND (\(member ?? "") = '' OR member = \(member ?? ""))),
                recorded AS (
                    INSERT INTO \(unescaped: tables.invalidated) (scope, number) VALUES (\(scope), nextval('\(unescaped: tables.marks)'))
                    ON CONFLICT (scope) DO UPDATE SET number = excluded.number)
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

    /// What a ``PostgreSQLSharedCacheStore`` found wrong with its own tables.
    enum PostgreSQLSharedCacheStoreError: Error, CustomStringConvertible {
        /// A read returned no row: the sequence of marks is missing.
        case noMark

        var description: String { "the shared cache's sequence of marks returned no row; run migrate()" }
    }

    extension Duration {
        /// The duration in seconds, with its fraction.
        var secondsValue: Double {
            let (seconds, attoseconds) = components
            return Double(seconds) + Double(attoseconds) / 1e18
        }
    }
#endif
