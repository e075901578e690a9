import Testing

@testable import CrosscutGenerator

/// The properties a metrics decorator keeps its members' handles in: named after the members, and
/// never meeting a member, a parameter or each other.
@Suite struct HandleNamesTests {
    @Test(arguments: [
        ("sessions(for:)", "sessionsFor"), ("refresh()", "refresh"), ("count.setter", "countSetter"),
        ("subscript(key:).setter", "subscriptKeySetter"), ("subscript(_:)", "subscript"),
        ("load(_: Int)", "loadInt"), ("load() -> [String: Int]", "loadStringInt"), ("größe(in:)", "größeIn"),
        ("load_all(_:)", "load_all"), ("`default`()", "default"),
    ])
    func identitiesBecomeLowerCamelCaseWords(identity: String, name: String) {
        #expect(HandleNames.camelCased(identity) == name)
    }

    @Test func theMetricsDecoratorResolvesEachMembersHandleOnceAndRecordsThroughIt() {
        let file = generatedFile(
            from: """
                // @crosscut(metrics)
                protocol Store {
                    var count: Int { get set }
                    func load(id: Int) -> String
                    static func make() -> Int
                }
                """)
        expectSameText(
            declaration("struct MetricsStore<", in: file),
            """
            /// Counts and times every call, by outcome and error type.
            ///
            /// Wraps any ``Store``; when `concerns` has `.metrics` off, calls
            /// go straight to the decoratee.
            struct MetricsStore<Decoratee: Store>: Store {
                /// The service calls are forwarded to.
                var decoratee: Decoratee
                /// Where the metrics and the switch this decorator uses come from.
                let concerns: Crosscut.Concerns
                /// Where each member's calls are counted and timed, resolved once.
                private let countMetrics: any Crosscut.CallMetrics
                private let countSetterMetrics: any Crosscut.CallMetrics
                private let loadIdMetrics: any Crosscut.CallMetrics

                /// Wraps `decoratee`, taking what the concern needs from `concerns`.
                init(_ decoratee: Decoratee, concerns: Crosscut.Concerns) {
                    self.decoratee = decoratee
                    self.concerns = concerns
                    concerns.noteDecorator(of: .metrics)
                    countMetrics = concerns.metrics.callMetrics(service: "Store", member: "count")
                    countSetterMetrics = concerns.metrics.callMetrics(service: "Store", member: "count.setter")
                    loadIdMetrics = concerns.metrics.callMetrics(service: "Store", member: "load(id:)")
                }

                var count: Int {
                    get {
                        guard concerns.isEnabled(.metrics) else {
                            return decoratee.count
                        }
                        let start = concerns.stopwatch.now()
                        defer {
                            countMetrics.record(.returned, duration: concerns.stopwatch.now() - start)
                        }
                        return decoratee.count
                    }
                    set {
                        guard concerns.isEnabled(.metrics) else {
                            decoratee.count = newValue
                            return
                        }
                        let start = concerns.stopwatch.now()
                        defer {
                            countSetterMetrics.record(.returned, duration: concerns.stopwatch.now() - start)
                        }
                        decoratee.count = newValue
                    }
                }

                func load(id: Int) -> String {
                    guard concerns.isEnabled(.metrics) else {
                        return decoratee.load(id: id)
                    }
                    let start = concerns.stopwatch.now()
                    defer {
                        loadIdMetrics.record(.returned, duration: concerns.stopwatch.now() - start)
                    }
                    return decoratee.load(id: id)
                }

                static func make() -> Int {
                    Decoratee.make()
                }
            }
            """)
    }

    @Test func aHandleNameMeetingAMemberOrAParameterIsNumbered() {
        let file = generatedFile(
            from: """
                // @crosscut(metrics)
                protocol Odd {
                    var refreshMetrics: Int { get }
                    func refresh()
                    func sessions(for sessionsForMetrics: Int)
                    func load(_ id: Int)
                    func load(_ id: String)
                    // @crosscut(skip(metrics))
                    func skipped()
                }
                """)
        let storage = file.split(separator: "\n").filter { $0.contains("private let") }.map {
            $0.trimmingPrefix { $0 == " " }
        }
        #expect(
            storage == [
                "private let refreshMetricsMetrics: any Crosscut.CallMetrics",
                "private let refreshMetrics2: any Crosscut.CallMetrics",
                "private let sessionsForMetrics2: any Crosscut.CallMetrics",
                "private let loadIntMetrics: any Crosscut.CallMetrics",
                "private let loadStringMetrics: any Crosscut.CallMetrics",
            ])
    }
}
