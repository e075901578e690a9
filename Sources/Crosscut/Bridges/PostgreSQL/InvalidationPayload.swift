#if PostgreSQLCache
    /// A ``SharedCacheInvalidation`` as the text of a `NOTIFY`: its fields separated by tabs, which
    /// no module, service or member name holds.
    ///
    /// `key` module service member version digest, or `entries` module service [member].
    enum InvalidationPayload {
        static func text(of invalidation: SharedCacheInvalidation) -> String {
            let fields: [String] =
                switch invalidation {
                case .key(let key):
                    ["key", key.service.module, key.service.name, key.member, String(key.version), key.argumentsDigest]
                case .entries(let service, let member):
                    ["entries", service.module, service.name] + (member.map { [$0] } ?? [])
                case .everything:
                    ["everything"]
                }
            return fields.joined(separator: "\t")
        }

        /// The invalidation `text` describes, or `nil` when it describes none (another program's
        /// notification on the channel).
        static func invalidation(from text: String) -> SharedCacheInvalidation? {
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("key", 6):
                guard let version = Int(fields[4]) else { return nil }
                let service = ServiceName(fields[2], module: fields[1])
                return .key(
                    SharedCacheKey(service: service, member: fields[3], version: version, argumentsDigest: fields[5]))
            case ("entries", 3), ("entries", 4):
                return .entries(
                    service: ServiceName(fields[2], module: fields[1]), member: fields.count == 4 ? fields[3] : nil)
            case ("everything", 1):
                return .everything
            default:
                return nil
            }
        }
    }
#endif
