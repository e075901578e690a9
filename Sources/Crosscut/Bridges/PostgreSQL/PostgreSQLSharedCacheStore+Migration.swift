#if PostgreSQLCache
    import PostgresNIO

    extension PostgreSQLSharedCacheStore {
        /// The SQL that makes the store's table and its indexes, safe to run again: run it with your
        /// migrations, or call ``migrate()``.
        ///
        /// `key` is the ``SharedCacheKey/stored`` form; `service` (`Module.Service`) and `member`
        /// let an invalidation of a member or a service find its rows; `expires_at` is indexed for
        /// the purge.
        ///
        /// ```sql
        /// CREATE TABLE IF NOT EXISTS crosscut_shared_cache (
        ///     key text COLLATE "C" PRIMARY KEY,
        ///     service text NOT NULL,
        ///     member text NOT NULL,
        ///     value bytea NOT NULL,
        ///     expires_at timestamptz NOT NULL
        /// );
        /// CREATE INDEX IF NOT EXISTS crosscut_shared_cache_member ON crosscut_shared_cache (service, member);
        /// CREATE INDEX IF NOT EXISTS crosscut_shared_cache_expiry ON crosscut_shared_cache (expires_at);
        /// ```
        public static func migration(table: String = "crosscut_shared_cache") -> String {
            migrationStatements(table: table).map { $0 + ";\n" }.joined()
        }

        /// Makes the table and its indexes unless they exist (``migration(table:)``).
        public func migrate() async throws {
            for statement in Self.migrationStatements(table: table) {
                try await client.query(PostgresQuery(unsafeSQL: statement))
            }
        }

        /// The statements of ``migration(table:)``, one by one: the extended query protocol runs one
        /// statement at a time.
        static func migrationStatements(table: String) -> [String] {
            precondition(
                isPlainIdentifier(table), "PostgreSQLSharedCacheStore table '\(table)' is not a plain identifier")
            return [
                """
                CREATE TABLE IF NOT EXISTS \(table) (
                    key text COLLATE "C" PRIMARY KEY,
                    service text NOT NULL,
                    member text NOT NULL,
                    value bytea NOT NULL,
                    expires_at timestamptz NOT NULL
                )
                """,
                "CREATE INDEX IF NOT EXISTS \(table)_member ON \(table) (service, member)",
                "CREATE INDEX IF NOT EXISTS \(table)_expiry ON \(table) (expires_at)",
            ]
        }
    }
#endif
