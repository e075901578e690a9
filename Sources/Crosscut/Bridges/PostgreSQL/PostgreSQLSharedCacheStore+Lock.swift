#if PostgreSQLCache
    import PostgresNIO

    extension PostgreSQLSharedCacheStore {
        /// Runs `body` holding a session advisory lock on a 64-bit hash of the key, on one of the
        /// client's connections, so that one instance computes the key while the others wait; a wait
        /// longer than `wait` (PostgreSQL's `lock_timeout`) gives up and runs `body` without the lock.
        /// The lock is released when `body` ends, or by the server when the connection is lost.
        public nonisolated(nonsending) func withExclusiveComputation<Result: Sendable>(
            of key: SharedCacheKey,
            waitingAtMost wait: Duration,
            _ body: nonisolated(nonsending) () async throws -> Result
        ) async throws -> Result {
            let lock = Self.advisoryLockID(of: key)
            return try await client.withConnection { connection in
                let locked = try await Self.lock(lock, waitingAtMost: wait, on: connection, logger: logger)
                let result: Swift.Result<Result, any Error>
                do {
                    result = .success(try await body())
                } catch {
                    result = .failure(error)
                }
                if locked { try await connection.query("SELECT pg_advisory_unlock(\(lock))", logger: logger) }
                return try result.get()
            }
        }

        /// Takes the lock `id` on `connection`, waiting at most `wait`: `false` when the wait ran out.
        private static func lock(
            _ id: Int64, waitingAtMost wait: Duration, on connection: PostgresConnection, logger: Logger
        ) async throws -> Bool {
            let milliseconds = max(1, Int(wait.secondsValue * 1_000))
            try await connection.query(
                "SELECT set_config('lock_timeout', \("\(milliseconds)ms"), false)", logger: logger)
            do {
                try await connection.query("SELECT pg_advisory_lock(\(id))", logger: logger)
                try await connection.query("SELECT set_config('lock_timeout', '0', false)", logger: logger)
                return true
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "55P03" {  // lock_not_available
                try await connection.query("SELECT set_config('lock_timeout', '0', false)", logger: logger)
                return false
            }
        }

        /// The advisory lock of `key`: the first 64 bits of the SHA-256 of its stored form.
        static func advisoryLockID(of key: SharedCacheKey) -> Int64 {
            Int64(bitPattern: UInt64(SHA256.hexDigest(of: Array(key.stored.utf8)).prefix(16), radix: 16)!)
        }
    }
#endif
