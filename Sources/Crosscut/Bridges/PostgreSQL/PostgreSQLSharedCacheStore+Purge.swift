#if PostgreSQLCache
    import PostgresNIO

    extension PostgreSQLSharedCacheStore {
        /// Deletes the expired rows and claims, and returns how many values it deleted. Reads
        /// ignore them anyway: this keeps the tables small.
        ///
        /// It also forgets the invalidations older than every value still stored: none of them
        /// can overtake a stored value, and a value still being computed from before them is
        /// refused by the floor they raise.
        @discardableResult
        public func purgeExpired() async throws -> Int {
            let rows = try await client.query(
                """
                WITH gone AS (DELETE FROM \(unescaped: table) WHERE expires_at <= now() RETURNING 1)
                SELECT count(*)::int8 FROM gone
                """)
            var count = 0
            for try await deleted in rows.decode(Int.self) { count = deleted }
            try await client.query("DELETE FROM \(unescaped: tables.claims) WHERE expires_at <= now()")
            try await client.query(
                """
                WITH horizon AS (
                    SELECT coalesce(
                        (SELECT min(mark) FROM \(unescaped: table) WHERE expires_at > now()),
                        (SELECT last_value FROM \(unescaped: tables.marks))) AS below),
                forgotten AS (
                    DELETE FROM \(unescaped: tables.invalidated)
                    WHERE scope <> '' AND number < (SELECT below FROM horizon) RETURNING number)
                UPDATE \(unescaped: tables.invalidated) SET number = (SELECT max(number) FROM forgotten)
                WHERE scope = '' AND number < (SELECT coalesce(max(number), 0) FROM forgotten)
                """)
            return count
        }

        /// Purges expired rows every ``purgeInterval`` until the task is cancelled; a purge that
        /// fails is logged at `warning` and tried again at the next interval.
        public func run() async throws {
            while true {
                try await Task.sleep(for: purgeInterval)
                do {
                    try await purgeExpired()
                } catch {
                    logger.warning("Crosscut's shared cache purge failed", metadata: ["error": "\(error)"])
                }
            }
        }
    }
#endif
