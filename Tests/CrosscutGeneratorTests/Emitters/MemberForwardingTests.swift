import Testing

/// How each requirement is forwarded, concern by concern: the input source and the whole expected
/// member side by side, from source text through the whole pipeline.
@Suite struct MemberForwardingTests {
    /// Static requirements are forwarded to the decoratee's type, operators to the decoratees of their
    /// `Self` operands; neither is logged, for there is no instance to hold the concerns.
    @Test func staticRequirementsForwardToTheDecorateeType() {
        let file = generatedFile(
            from: """
                // @crosscut(logging)
                protocol Store {
                    static func make() -> Int
                    static func < (lhs: Self, rhs: Self) -> Bool
                }
                """)
        expectSameText(
            declaration("static func make", in: file),
            """
                static func make() -> Int {
                    Decoratee.make()
                }
            """)
        expectSameText(
            declaration("static func <", in: file),
            """
                static func < (lhs: Self, rhs: Self) -> Bool {
                    lhs.decoratee < rhs.decoratee
                }
            """)
    }

    /// An `inout Self` argument is passed on as its decoratee, inout (an operator's operand without
    /// `&`), and the decorators hold their decoratee in a variable so that it can be: the shape of
    /// swift-collections' `RopeElement.rebalance(nextNeighbor:)`.
    @Test func anInoutSelfArgumentIsPassedOnAsItsDecorateeInout() {
        let file = generatedFile(
            from: """
                // @crosscut(metrics)
                protocol Segment {
                    func merge(into next: inout Self) -> Bool
                    static func += (lhs: inout Self, rhs: Self)
                }
                """)
        #expect(file.contains("    var decoratee: Decoratee\n"))
        expectSameText(
            declaration("func merge", in: file),
            """
                func merge(into next: inout Self) -> Bool {
                    guard concerns.isEnabled(.metrics) else {
                        return decoratee.merge(into: &next.decoratee)
                    }
                    let start = concerns.stopwatch.now()
                    defer {
                        mergeIntoMetrics.record(.returned, duration: concerns.stopwatch.now() - start)
                    }
                    return decoratee.merge(into: &next.decoratee)
                }
            """)
        expectSameText(
            declaration("static func +=", in: file),
            """
                static func += (lhs: inout Self, rhs: Self) {
                    lhs.decoratee += rhs.decoratee
                }
            """)
    }

    /// A static member returning `Self` wraps the decoratee's result in a decorator with the
    /// concerns of its first `Self` argument: swift-crypto's curve-point operators were rejected.
    @Test func aStaticMemberReturningSelfTakesTheConcernsOfItsFirstSelfArgument() {
        let file = generatedFile(
            from: """
                // @crosscut(logging)
                protocol Point {
                    static func * (lhs: Int, rhs: Self) -> Self
                    static func merged(_ first: Self, into base: Self) -> Self
                }
                """)
        expectSameText(
            declaration("static func *", in: file),
            """
                static func * (lhs: Int, rhs: Self) -> Self {
                    Self(lhs * rhs.decoratee, concerns: rhs.concerns)
                }
            """)
        expectSameText(
            declaration("static func merged", in: file),
            """
                static func merged(_ first: Self, into base: Self) -> Self {
                    Self(Decoratee.merged(first.decoratee, into: base.decoratee), concerns: first.concerns)
                }
            """)
    }

    /// WasmKit's shapes: a struct of the target named like a standard-library protocol (`Encoder`)
    /// is not spelled `any`, and a type alias of the protocol's is restated as the decoratee's, so
    /// that `Duration` is the protocol's and not the standard library's.
    @Test func aTargetsTypeNamedLikeAStandardProtocolAndAProtocolsTypeAliasKeepTheirMeaning() {
        let file = generatedFile(
            from: """
                struct Encoder {}
                // @crosscut(logging)
                protocol Clock {
                    typealias Duration = (seconds: UInt64, nanoseconds: UInt32)
                    func now() -> Duration
                    func encode(to encoder: Encoder)
                }
                """)
        #expect(file.contains("    typealias Duration = Decoratee.Duration\n"))
        #expect(file.contains("    func now() -> Duration {\n"))
        #expect(file.contains("    func encode(to encoder: Encoder) {\n"))
    }

    /// A property one parent declares get-only and another restates settable is forwarded settable,
    /// whichever the walk meets first, so that the decorators conform to both: swift-nio-http2's
    /// `MayReceiveFrames` did not compile.
    @Test func aGetOnlyPropertyRestatedSettableIsForwardedSettable() {
        let file = generatedFile(
            from: """
                protocol HasWindows {
                    var inbound: Int { get }
                }
                protocol ReceivingHeaders: HasWindows {
                    func receiveHeaders()
                }
                protocol ReceivingData: HasWindows {
                    var inbound: Int { get set }
                }
                // @crosscut(metrics)
                protocol MayReceive: ReceivingHeaders, ReceivingData {}
                """)
        expectSameText(
            declaration("var inbound", in: file),
            """
                var inbound: Int {
                    get {
                        guard concerns.isEnabled(.metrics) else {
                            return decoratee.inbound
                        }
                        let start = concerns.stopwatch.now()
                        defer {
                            inboundMetrics.record(.returned, duration: concerns.stopwatch.now() - start)
                        }
                        return decoratee.inbound
                    }
                    set {
                        guard concerns.isEnabled(.metrics) else {
                            decoratee.inbound = newValue
                            return
                        }
                        let start = concerns.stopwatch.now()
                        defer {
                            inboundSetterMetrics.record(.returned, duration: concerns.stopwatch.now() - start)
                        }
                        decoratee.inbound = newValue
                    }
                }
            """)
    }

    /// Overloads that differ only by parameter types are named with the types in events and metrics;
    /// one that differs by its labels keeps the short name.
    @Test func overloadsThatDifferOnlyByTypeGetTypedIdentities() {
        let file = generatedFile(
            from: """
                // @crosscut(metrics)
                protocol Store {
                    func load(_ id: Int)
                    func load(_ name: String) throws
                    func load(named name: String) async -> Int
                }
                """)
        expectSameText(
            declaration("init(", in: file),
            """
                /// Wraps `decoratee`, taking what the concern needs from `concerns`.
                init(_ decoratee: Decoratee, concerns: Crosscut.Concerns) {
                    self.decoratee = decoratee
                    self.concerns = concerns
                    concerns.noteDecorator(of: .metrics)
                    loadIntMetrics = concerns.metrics.callMetrics(service: "Store", member: "load(_: Int)")
                    loadStringMetrics = concerns.metrics.callMetrics(service: "Store", member: "load(_: String)")
                    loadNamedMetrics = concerns.metrics.callMetrics(service: "Store", member: "load(named:)")
                }
            """)
        expectSameText(
            declaration("func load(_ name", in: file),
            """
                func load(_ name: String) throws {
                    guard concerns.isEnabled(.metrics) else {
                        return try decoratee.load(name)
                    }
                    let start = concerns.stopwatch.now()
                    var outcome = Crosscut.CallOutcome.returned
                    defer {
                        loadStringMetrics.record(outcome, duration: concerns.stopwatch.now() - start)
                    }
                    do {
                        try decoratee.load(name)
                    } catch {
                        outcome = .threw(error)
                        throw error
                    }
                }
            """)
    }

    /// A parameter named like a local of the forwarding body (`start`), or not named, is renamed inside;
    /// the caller's labels stay.
    @Test func parametersNamedLikeTheDecoratorsLocalsAreRenamedInside() {
        let file = generatedFile(
            from: """
                // @crosscut(logging)
                protocol Timer {
                    func wait(start: Int, _: Int)
                }
                """)
        expectSameText(
            declaration("func wait", in: file),
            """
                func wait(start startArgument: Int, _ argument2: Int) {
                    guard concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: false) else {
                        return decoratee.wait(start: startArgument, argument2)
                    }
                    let start = concerns.stopwatch.now()
                    defer {
                        concerns.logger.logCall(
                            service: "Timer",
                            member: "wait(start:_:)",
                            arguments: ["start": Crosscut.EventValue(describing: startArgument), "argument2": Crosscut.EventValue(describing: argument2)],
                            outcome: .returned,
                            duration: concerns.stopwatch.now() - start
                        )
                    }
                    decoratee.wait(start: startArgument, argument2)
                }
            """)
    }

    /// Closures are forwarded (an autoclosure by calling it) but never logged.
    @Test func closuresAreForwardedButNotLogged() {
        let file = generatedFile(
            from: """
                // @crosscut(logging)
                protocol Runner {
                    func run(label: String, body: @escaping @Sendable () -> Void, _ message: @autoclosure () -> String)
                }
                """)
        expectSameText(
            declaration("func run", in: file),
            """
                func run(label: String, body: @escaping @Sendable () -> Void, _ message: @autoclosure () -> String) {
                    guard concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: false) else {
                        return decoratee.run(label: label, body: body, message())
                    }
                    let start = concerns.stopwatch.now()
                    defer {
                        concerns.logger.logCall(
                            service: "Runner",
                            member: "run(label:body:_:)",
                            arguments: ["label": Crosscut.EventValue(describing: label)],
                            outcome: .returned,
                            duration: concerns.stopwatch.now() - start
                        )
                    }
                    decoratee.run(label: label, body: body, message())
                }
            """)
    }

    /// Parameters named in `redact` are logged redacted, the others as they describe themselves.
    @Test func redactedParametersAreLoggedRedacted() {
        let file = generatedFile(
            from: """
                // @crosscut(logging)
                protocol Vault {
                    // @crosscut(redact: token, pin)
                    func open(token: String, pin: Int, floor: Int)
                }
                """)
        expectSameText(
            declaration("func open", in: file),
            """
                func open(token: String, pin: Int, floor: Int) {
                    guard concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: false) else {
                        return decoratee.open(token: token, pin: pin, floor: floor)
                    }
                    let start = concerns.stopwatch.now()
                    defer {
                        concerns.logger.logCall(
                            service: "Vault",
                            member: "open(token:pin:floor:)",
                            arguments: ["token": concerns.logger.redaction.redact(token), "pin": concerns.logger.redaction.redact(pin), "floor": Crosscut.EventValue(describing: floor)],
                            outcome: .returned,
                            duration: concerns.stopwatch.now() - start
                        )
                    }
                    decoratee.open(token: token, pin: pin, floor: floor)
                }
            """)
    }

    /// Retry leaves `rethrows` and `noretry` members untouched and retries the other throwing ones.
    @Test func retryLeavesRethrowsAndNoRetryMembersUntouched() {
        let file = generatedFile(
            from: """
                // @crosscut(retry)
                protocol Client {
                    func map(_ body: () throws -> Void) rethrows
                    // @crosscut(noretry)
                    func send() throws
                    func fetch() throws -> Int
                }
                """)
        expectSameText(
            declaration("func map", in: file),
            """
                func map(_ body: () throws -> Void) rethrows {
                    try decoratee.map(body)
                }
            """)
        expectSameText(
            declaration("func send", in: file),
            """
                func send() throws {
                    try decoratee.send()
                }
            """)
        expectSameText(
            declaration("func fetch", in: file),
            """
                func fetch() throws -> Int {
                    guard concerns.isEnabled(.retry) else {
                        return try decoratee.fetch()
                    }
                    return try concerns.retrying(service: "Client", member: "fetch()") {
                        try decoratee.fetch()
                    }
                }
            """)
    }

    /// Typed throws stay typed: logging catches with `do throws(E)`, retry retries a typed closure.
    @Test func typedThrowsUseTypedDoCatchAndTypedClosures() {
        let file = generatedFile(
            from: """
                struct ParseError: Error {}

                // @crosscut(logging, retry)
                protocol Parser {
                    func parse() throws(ParseError) -> Int
                }
                """)
        expectSameText(
            declaration("func parse", in: declaration("struct LoggingParser", in: file)),
            """
                func parse() throws(ParseError) -> Int {
                    guard concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: true) else {
                        return try decoratee.parse()
                    }
                    let start = concerns.stopwatch.now()
                    var outcome = Crosscut.CallOutcome.returned
                    defer {
                        concerns.logger.logCall(
                            service: "Parser",
                            member: "parse()",
                            arguments: [:],
                            outcome: outcome,
                            duration: concerns.stopwatch.now() - start
                        )
                    }
                    do throws(ParseError) {
                        return try decoratee.parse()
                    } catch {
                        outcome = .threw(error)
                        throw error
                    }
                }
            """)
        expectSameText(
            declaration("func parse", in: declaration("struct RetryingParser", in: file)),
            """
                func parse() throws(ParseError) -> Int {
                    guard concerns.isEnabled(.retry) else {
                        return try decoratee.parse()
                    }
                    return try concerns.retrying(service: "Parser", member: "parse()") { () throws(ParseError) -> Int in
                        try decoratee.parse()
                    }
                }
            """)
    }

    /// A member that skips the concern is forwarded untouched.
    @Test func skippedConcernsForwardUntouched() {
        let file = generatedFile(
            from: """
                // @crosscut(logging)
                protocol Store {
                    // @crosscut(skip(logging))
                    func load()
                }
                """)
        expectSameText(
            declaration("func load", in: file),
            """
                func load() {
                    decoratee.load()
                }
            """)
    }
}
