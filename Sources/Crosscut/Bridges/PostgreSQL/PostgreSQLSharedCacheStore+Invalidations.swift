#if PostgreSQLCache
    import PostgresNIO

    extension PostgreSQLSharedCacheStore {
        /// Every invalidation sent on the table's channel, from a connection of the client that
        /// `LISTEN`s to it: ``SharedCacheInvalidation/everything`` once it listens, then each
        /// invalidation as its statement commits. When the connection is lost, the loss is logged at
        /// `warning` and, after ``reconnectDelay``, it listens again (and starts again with
        /// `everything`). It ends when the iterating task is cancelled.
        public func invalidations() -> AsyncThrowingStream<SharedCacheInvalidation, any Error> {
            let (stream, continuation) = AsyncThrowingStream<SharedCacheInvalidation, any Error>.makeStream()
            let listener = Task {
                while !Task.isCancelled {
                    do {
                        try await listen { continuation.yield($0) }
                    } catch  where !Task.isCancelled {
                        logger.warning(
                            "Crosscut's shared cache stopped listening for invalidations",
                            metadata: ["error": "\(error)"])
                    }
                    try? await Task.sleep(for: reconnectDelay)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in listener.cancel() }
            return stream
        }

        /// Listens on one connection and hands `receive` every invalidation, `everything` first,
        /// until the connection is lost or the task is cancelled.
        private func listen(_ receive: @Sendable (SharedCacheInvalidation) -> Void) async throws {
            try await client.withConnection { connection in
                try await connection.listen(on: table) { notifications in
                    receive(.everything)
                    for try await notification in notifications {
                        if let invalidation = InvalidationPayload.invalidation(from: notification.payload) {
                            receive(invalidation)
                        }
                    }
                }
            }
        }
    }
#endif
