#if PostgreSQLCache
    import PostgresNIO

    extension PostgreSQLSharedCacheStore {
        /// Deletes the expired rows and returns how many. Reads ignore them anyway: this keeps the
        /// table small.
        @discardableResult
        public func purgeExpired() async throws -> Int {
            let rows = try await client.query(
                """
                WITH gone AS (DELETE FROM \(unescaped: table) WHERE expires_at <= now() RETURNING 1)
                SELECT count(*)::int8 FROM gone
                """)
            var count = 0
            for try await deleted in rows.decode(Int.self) { count = deleted }
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
