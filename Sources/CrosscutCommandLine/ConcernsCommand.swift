import CrosscutGenerator

/// `crosscut concerns`: each concern, in the order decorators are composed, followed by the member
/// options it reads, one concern a line (`caching cached invalidates`): the annotation grammar's
/// words for scripts that write annotations.
struct ConcernsCommand {
    func run() -> ExitStatus {
        Console.output(
            Generator.concerns.map { concern in
                ([concern] + (Generator.memberOptions[concern] ?? [])).joined(separator: " ") + "\n"
            }.joined())
        return .success
    }
}
