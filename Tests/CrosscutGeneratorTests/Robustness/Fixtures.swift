/// Tricky sources the robustness tests truncate and mutate.
enum Fixtures {
    static let all: [String] = [catalog, literals, nesting, conditionals, operators, annotations]

    static let catalog = """
        import Foundation

        /// Everything the catalog does.
        // @crosscut(logging, metrics, caching, retry)
        @MainActor
        public protocol MeditationCatalog<Session>: AnyObject, Sendable where Session: Hashable {
            associatedtype Session: Codable & Sendable = String
            // @crosscut(cached(ttl: 300), redact: token)
            func sessions(for reason: Reason, limit: Int) async throws -> [Session]
            // @crosscut(invalidates)
            @discardableResult func refresh() async throws(CatalogError) -> Int
            func each<T>(_ values: T..., body: @escaping @Sendable (T) async throws -> Void) rethrows where T: Sendable
            var count: Int { get async throws }
            subscript<K: Hashable>(key: K) -> Session? { get set }
            static func == (lhs: Self, rhs: Self) -> Bool
            init?(name: String)
        }
        """

    static let literals = ##"""
        let a = "protocol Fake { \(f("}", (1, 2))) }"
        let b = """
            protocol AlsoFake {
            \(value) "quoted" \"""
            """
        let c = #"raw \#(x) "# + ##"more "# "##
        let r = #/a{2}"/#
        /* outer /* inner { */ protocol InComment {} */
        protocol Real { var s: String { get } }
        """##

    static let nesting = """
        struct Outer {
            enum Middle {
                protocol Inner { func f() -> Array<Array<Int>> }
                func g() { let x = { [1, 2] }(); _ = x }
            }
            var computed: Int { get { 1 } set { } }
        }
        extension Outer.Middle {
            // @crosscut(logging)
            protocol Extended: Outer.Middle.Inner { mutating func h(_ x: inout [String: (Int, Int)]) }
        }
        actor A { protocol InActor { nonisolated func id() -> String } }
        """

    static let conditionals = """
        #if canImport(UIKit)
        import UIKit
        // @crosscut(metrics)
        protocol Screen { func show() }
        #elseif os(macOS)
        protocol Window {
            #if DEBUG
            func debug()
            #else
            @available(macOS 14, *) func release()
            #endif
        }
        #else
        protocol Other {}
        #endif
        """

    static let operators = """
        protocol Numeric2 {
            static func + (lhs: Self, rhs: Self) -> Self
            static func +=(lhs: inout Self, rhs: Self)
            prefix static func -(x: Self) -> Self
            static func < <T>(lhs: T, rhs: Self) -> Bool where T: Numeric2
            typealias Pair<T> = (Self, T)
            var value: Int { mutating get nonmutating set }
            func shift(_ x: Int = 1 >> 2)
        }
        """

    static let annotations = """
        // @crosscut(logging, cached(ttl: 300)
        protocol Broken {
            // @crosscut(redact: )
            func a(token: String)
            // @crosscut(skip(retry), noretry, cached(ttl: 5, key: "a,b"))
            func b() throws -> Int
            func c() // @crosscut(logging)
        }
        /// @crosscut(logging)
        protocol Documented {}
        """
}
