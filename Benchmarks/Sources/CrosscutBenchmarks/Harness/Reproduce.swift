/// The commands that reproduce the program's figures, from the repository's root, printed beside them.
enum Reproduce {
    /// Builds (release) and runs the program.
    static let program = "swift run -c release --package-path Benchmarks crosscut-benchmarks"

    /// The command that measures one comparison, or everything for `nil`.
    static func command(_ id: String? = nil) -> String {
        id.map { "\(program) \($0)" } ?? program
    }

    /// The command that counts instructions per call with callgrind.
    static let instructions = "Scripts/profile-hot-paths.sh"
}
