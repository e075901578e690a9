/// The sessions the simulated remote serves, three per reason, and the premium one per reason the
/// app ships with.
enum SessionLibrary {
    static func premiumSessions(for reason: Reason) -> [Session] {
        [Session(title: "A guided retreat: \(reason.title.lowercased())", minutes: 30)]
    }

    static func sessions(for reason: Reason) -> [Session] {
        switch reason {
        case .sleepBetter:
            [
                Session(title: "Body scan for sleep", minutes: 20),
                Session(title: "Letting the day go", minutes: 10),
                Session(title: "Counting breaths", minutes: 5),
            ]
        case .lessStress:
            [
                Session(title: "Three-minute breathing space", minutes: 3),
                Session(title: "Loosening tight shoulders", minutes: 10),
                Session(title: "Walking it off", minutes: 15),
            ]
        case .moreFocus:
            [
                Session(title: "One thing at a time", minutes: 10),
                Session(title: "Noting distractions", minutes: 12),
                Session(title: "Before the meeting", minutes: 4),
            ]
        case .calmAnxiety:
            [
                Session(title: "Grounding with five senses", minutes: 8),
                Session(title: "Riding the wave", minutes: 12),
                Session(title: "Kindness to yourself", minutes: 15),
            ]
        case .buildAHabit:
            [
                Session(title: "Your first five minutes", minutes: 5),
                Session(title: "Same time tomorrow", minutes: 7),
                Session(title: "A week of mornings", minutes: 10),
            ]
        }
    }
}
