/// The line the program ends with.
enum Farewell {
    static func text(for ending: OnboardingProgram.Ending, answers: Answers) -> String {
        switch ending {
        case .finished:
            "You are all set\(answers.reason.map { " to \($0.title.lowercased())" } ?? ""). See you tomorrow."
        case .quit:
            "Bye for now: your answers were not saved."
        case .endOfInput:
            "Input ended before the onboarding was finished."
        }
    }
}
