#if PostgreSQLCache
    import PostgresNIO

    extension PostgreSQLSharedCacheStore {
        /// Claims `key` with a row of the claims table that expires after `lease`: taken when no
        /// row holds the key, or when the one that does has expired. No connection is held while
        /// the claimant computes.
        public func claimComputation(
            of key: SharedCacheKey, for claimant: SharedCacheClaimant, lease: Duration
        ) async throws -> Bool {
            let rows = try await client.query(
                """
                INSERT INTO \(unescaped: tables.claims) (key, claimant, expires_at)
                VALUES (\(key.stored), \(claimant.id), now() + make_interval(secs => \(lease.secondsValue)))
                ON CONFLICT (key) DO UPDATE SET claimant = excluded.claimant, expires_at = excluded.expires_at
                WHERE \(unescaped: tables.claims).expires_at <= now()
                    OR \(unescaped: tables.claims).claimant = excluded.claimant
                RETURNING 1
                """)
            for try await _ in rows { return true }
            return false
        }

        /// Deletes `claimant`'s row of `key`, if it still holds it.
        public func releaseComputation(of key: SharedCacheKey, for claimant: SharedCacheClaimant) async throws {
            try await client.query(
                "DELETE FROM \(unescaped: tables.claims) WHERE key = \(key.stored) AND claimant = \(claimant.id)")
        }
    }
#endif
