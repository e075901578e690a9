/// Why the user wants to meditate: the choice the Reason screen offers.
public enum Reason: String, CaseIterable, Sendable, Hashable, Codable {
    /// To fall asleep more easily.
    case sleepBetter
    /// To feel less stressed.
    case lessStress
    /// To focus better at work.
    case moreFocus
    /// To calm anxious thoughts.
    case calmAnxiety
    /// To make meditation a daily habit.
    case buildAHabit

    /// How the choice reads on screen.
    public var title: String {
        switch self {
        case .sleepBetter: "Sleep better"
        case .lessStress: "Feel less stressed"
        case .moreFocus: "Focus at work"
        case .calmAnxiety: "Calm anxious thoughts"
        case .buildAHabit: "Build a daily habit"
        }
    }
}
