import Testing

@testable import CrosscutGenerator

/// What the authorizing decorator writes: the check before the call, with the member's permission or
/// the protocol's and the arguments as logging sees them, and its place in the composition.
@Suite struct AuthorizationEmitterTests {
    private static let source = """
        // @crosscut(logging, authorization(requires: "orders.read"), caching)
        protocol Orders: Sendable {
            // @crosscut(requires: "orders.write")
            func place(_ order: String, password: String) async throws -> Int
            // @crosscut(cached)
            var total: Int { get throws }
            // @crosscut(skip(authorization))
            func ping() -> Int
        }
        """

    @Test func theCallerIsCheckedBeforeTheCallIsForwarded() {
        let file = generatedFile(from: Self.source)
        expectSameText(
            declaration("func place(", in: declaration("struct AuthorizingOrders<", in: file)),
            """
                func place(_ order: String, password: String) async throws -> Int {
                    guard concerns.isEnabled(.authorization) else {
                        return try await decoratee.place(order, password: password)
                    }
                    try concerns.authorizing(
                        "orders.write",
                        service: "Orders",
                        member: "place(_:password:)",
                        arguments: ["order": Crosscut.EventValue(describing: order), "password": concerns.logger.redaction.redact(password)]
                    )
                    return try await decoratee.place(order, password: password)
                }
            """)
    }

    @Test func aMemberWithoutAPermissionOfItsOwnTakesTheProtocols() {
        let file = generatedFile(from: Self.source)
        expectSameText(
            declaration("var total:", in: declaration("struct AuthorizingOrders<", in: file)),
            """
                var total: Int {
                    get throws {
                        guard concerns.isEnabled(.authorization) else {
                            return try decoratee.total
                        }
                        try concerns.authorizing("orders.read", service: "Orders", member: "total")
                        return try decoratee.total
                    }
                }
            """)
    }

    @Test func anInheritedThrowingRequirementIsCheckedWithTheProtocolsPermission() {
        let file = generatedFile(
            from: """
                // @crosscut(authorization(requires: "statements.read", open: CustomStringConvertible))
                protocol Statement: Encodable, CustomStringConvertible {
                    func balance() throws -> Int
                }
                """)
        let decorator = declaration("struct AuthorizingStatement<", in: file)
        expectSameText(
            declaration("func encode(", in: decorator),
            """
                func encode(to encoder: any Swift.Encoder) throws {
                    guard concerns.isEnabled(.authorization) else {
                        return try decoratee.encode(to: encoder)
                    }
                    try concerns.authorizing("statements.read", service: "Statement", member: "encode(to:)")
                    try decoratee.encode(to: encoder)
                }
            """)
        expectSameText(
            declaration("var description", in: decorator), "    var description: String { decoratee.description }")
    }

    @Test func aSkippedMemberForwardsUntouched() {
        let file = generatedFile(from: Self.source)
        expectSameText(
            declaration("func ping(", in: declaration("struct AuthorizingOrders<", in: file)),
            """
                func ping() -> Int {
                    decoratee.ping()
                }
            """)
    }

    @Test func authorizationComesAfterMetricsAndBeforeCaching() {
        let file = generatedFile(from: Self.source)
        #expect(
            file.contains(
                "self.decorated(withCaching: concerns)\n            .decorated(withAuthorization: concerns)\n            .decorated(withLogging: concerns)"
            ))
        #expect(
            file.contains("    /// Wraps this service in an `AuthorizingOrders`.\n    func decorated(withAuthorization")
        )
        #expect(
            file.contains(
                "/// Refuses a call, before it reaches the decoratee, to a caller the concerns' access policy does not "
                    + "grant its permission."))
    }
}
