#if PostgreSQLCache
    import PostgresNIO

    extension PostgreSQLSharedCacheStore {
        /// The SQL that makes the store's tables, indexes and sequence (``Tables``), safe to run
        /// again, and that brings a table of an earlier release up to date: run it with your
        /// migrations, or call ``migrate()``.
        ///
        /// `key` is the ``SharedCacheKey/stored`` form; `service` (`Module.Service`) and `member`
        /// let an invalidation of a member or a service find its rows; `expires_at` is indexed for
        /// the purge; `mark` is the mark of the read before the value's computation.
        ///
        /// ```sql
        /// CREATE TABLE IF NOT EXISTS crosscut_shared_cache (
        ///     key text COLLATE "C" PRIMARY KEY,
        ///     service text NOT NULL,
        ///     member text NOT NULL,
        ///     value bytea NOT NULL,
        ///     expires_at timestamptz NOT NULL,
        ///     mark int8 NOT NULL DEFAULT 0
        /// );
        /// ALTER TABLE crosscut_shared_cache ADD COLUMN IF NOT EXISTS mark int8 NOT NULL DEFAULT 0;
        /// CREATE INDEX IF NOT EXISTS crosscut_shared_cache_member ON crosscut_shared_cache (service, member);
        /// CREATE INDEX IF NOT EXISTS crosscut_shared_cache_expiry ON crosscut_shared_cache (expires_at);
        /// CREATE SEQUENCE IF NOT EXISTS crosscut_shared_cache_marks;
        /// CREATE TABLE IF NOT EXISTS crosscut_shared_cache_invalidated (
        ///     scope text COLLATE "C" PRIMARY KEY,
        ///     number int8 NOT NULL
        /// );
        /// INSERT INTO crosscut_shared_cache_invalidated (scope, number) VALUES ('', 0) ON CONFLICT DO NOTHING;
        /// CREATE TABLE IF NOT EXISTS crosscut_shared_cache_claims (
        ///     key text COLLATE "C" PRIMARY KEY,
        ///     claimant text NOT NULL,
        ///     expires_at timestamptz NOT NULL
        /// );
        /// ```
        public static func migration(table: String = "crosscut_shared_cache") -> String {
            migrationStatements(table: table).map { $0 + ";\n" }.joined()
        }

        /// Makes the tables, indexes and sequence unless they exist, and brings an earlier release's
        /// table up to date (``migration(table:)``).
        public func migrate() async throws {
            for statement in Self.migrationStatements(table: table) {
                try await client.query(PostgresQuery(unsafeSQL: statement))
            }
        }

        /// Drops the tables and the sequence ``migrate()`` made, and every value in them: for a test's
        /// table, or to take the store out of a database.
        public func drop() async throws {
            try await client.query(
                "DROP TABLE IF EXISTS \(unescaped: table), \(unescaped: tables.invalidated), \(unescaped: tables.claims)"
            )
            try await client.query("DROP SEQUENCE IF EXISTS \(unescaped: tables.marks)")
        }

        /// The statements of ``migration(table:)``, one by one: the extended query protocol runs one
        /// statement at a time.
        static func migrationStatements(table: String) -> [String] {
            precondition(
                isPlainIdentifier(table), "PostgreSQLSharedCacheStore table '\(table)' is not a plain identifier")
            let tables = Tables(table)
            return [
                """
                CREATE TABLE IF NOT EXISTS \(table) (
                    key text COLLATE "C" PRIMARY KEY,
                    service text NOT NULL,
                    member text NOT NULL,
                    value bytea NOT NULL,
                    expires_at timestamptz NOT NULL,
                    mark int8 NOT NULL DEFAULT 0
                )
                """,
                "ALTER TABLE \(table) ADD COLUMN IF NOT EXISTS mark int8 NOT NULL DEFAULT 0",
                "CREATE INDEX IF NOT EXISTS \(table)_member ON \(table) (service, member)",
                "CREATE INDEX IF NOT EXISTS \(table)_expiry ON \(table) (expires_at)",
                "CREATE SEQUENCE IF NOT EXISTS \(tables.marks)",
                """
                CREATE TABLE IF NOT EXISTS \(tables.invalidated) (
                    scope text COLLATE "C" PRIMARY KEY,
                    number int8 NOT NULL
                )
                """,
                "INSERT INTO \(tables.invalidated) (scope, number) VALUES ('', 0) ON CONFLICT DO NOTHING",
                """
                CREATE TABLE IF NOT EXISTS \(tables.claims) (
                    key text COLLATE "C" PRIMARY KEY,
                    claimant text NOT NULL,
                    expires_at timestamptz NOT NULL
                )
                """,
            ]
        }
    }
#endif
