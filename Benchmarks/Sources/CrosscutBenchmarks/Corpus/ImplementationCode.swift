import Crosscut

/// Swift that is not a protocol: types, extensions and functions with bodies full of what a lexer
/// must get right (strings of every form with braces and keywords inside, nested comments,
/// closures, `#if`). The generator must skip all of it quickly.
struct ImplementationCode {
    var random: SplitMix64

    /// One declaration, a few hundred bytes to a few kilobytes, named with `index`.
    mutating func declaration(_ index: Int) -> String {
        switch random.int(in: 0...5) {
        case 0, 5: structure(index)
        case 1: finalClass(index)
        case 2: enumeration(index)
        case 3: extensionBlock(index)
        default: freeFunctions(index)
        }
    }

    private mutating func structure(_ index: Int) -> String {
        var text = """
            /// A value the feature \(index) passes around.
            public struct Record\(index): Hashable, Sendable, Codable {
                public var id: Int
                public var name: String
                public var score: Double
                public var tags: [String] = []
                private var cache: [String: Int] = [:]

            """
        for number in 0..<random.int(in: 1...4) { text += method(named: "compute\(number)", index: index) }
        return text + "}\n\n"
    }

    private mutating func finalClass(_ index: Int) -> String {
        var text = """
            /// Owns the state of screen \(index).
            @MainActor
            final class ScreenModel\(index) {
                private(set) var items: [String] = []
                var onSelect: ((String) -> Void)?
                private let formatter: (Int) -> String = { value in "#\\(value)" }

                init(items: [String]) {
                    self.items = items.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }
                }

            """
        for number in 0..<random.int(in: 1...4) { text += method(named: "handle\(number)", index: index) }
        return text + "}\n\n"
    }

    private func enumeration(_ index: Int) -> String {
        """
        enum Route\(index): String, CaseIterable, Sendable {
            case home, detail, settings = "settings-\(index)", profile

            var title: String {
                switch self {
                case .home: return "Home { \(index) }"
                case .detail: return #"Detail "\(index)" }"#
                case .settings: return "Settings"
                case .profile: return "Profile: no declarations here"
                }
            }

            func next(after steps: Int) -> Route\(index) {
                let all = Self.allCases
                let position = (all.firstIndex(of: self)! + steps) % all.count
                return all[position]
            }
        }


        """
    }

    private func extensionBlock(_ index: Int) -> String {
        """
        extension Array where Element == Int {
            /// The sum of the elements at even positions, for report \(index).
            var evenPositionSum\(index): Int {
                enumerated().reduce(0) { partial, pair in
                    pair.offset.isMultiple(of: 2) ? partial + pair.element : partial
                }
            }
        }

        #if DEBUG
        extension String {
            var debugDescription\(index): String { "<\\(self) /* not a comment */ \(index)>" }
        }
        #else
        extension String {
            var debugDescription\(index): String { self }
        }
        #endif


        """
    }

    private mutating func freeFunctions(_ index: Int) -> String {
        var text = ""
        for function in 0..<random.int(in: 1...3) {
            text += """
                /* A helper /* with a nested comment */ that mentions func and class { } */
                func helper\(index)_\(function)(_ values: [Int], threshold: Int = \(index % 97)) -> [Int] {
                    let filtered = values.filter { $0 > threshold }
                    return filtered.isEmpty ? [threshold] : filtered.map { value in
                        value &* 31 &+ \(function)
                    }
                }


                """
        }
        return text
    }

    private mutating func method(named name: String, index: Int) -> String {
        var body = """
                func \(name)(_ input: [String], limit: Int) -> [String: Int] {
                    var counts: [String: Int] = [:]
                    for (position, word) in input.enumerated() where position < limit {
                        counts[word, default: 0] += word.count * \(index % 13 + 1)
                    }
                    guard !counts.isEmpty else { return ["empty {": 0] }
                    let summary = "Counted \\(counts.count) words for \(name) — \\"quoted\\" { braces } here"
                    print(summary)

            """
        if random.chance(0.5) {
            body += """
                        let report = \"\"\"
                            Report for item \(index):
                              total: \\(counts.values.reduce(0, +)) { not a body }
                            \"\"\"
                        _ = report

                """
        }
        if random.chance(0.03) {
            body += """
                        // Mentions the word protocol in a comment, as real code does.
                        let kind = "protocol conformance for \(name)"
                        _ = kind

                """
        }
        if random.chance(0.3) {
            body += """
                        let sorted = counts.sorted { lhs, rhs in
                            lhs.value == rhs.value ? lhs.key < rhs.key : lhs.value > rhs.value
                        }
                        return Dictionary(uniqueKeysWithValues: sorted.prefix(limit).map { ($0.key, $0.value) })

                """
        } else {
            body += "        return counts\n"
        }
        return body + "    }\n\n"
    }
}
