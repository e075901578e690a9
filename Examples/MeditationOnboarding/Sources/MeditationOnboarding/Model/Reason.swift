/// Why the user wants to meditate: the choice the Reason screen offers.
public enum Reason: String, CaseIterable, Sendable, Hashable, Codable {
    case sleepBetter
    case lessStress
    case moreFocus
    case calmAnxiety
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
