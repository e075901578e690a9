import Crosscut

/// The enrollment with its arguments checked by hand at the top of the method, as a team writes it
/// without a decorator: both ranges checked, every violation reported together.
struct CheckingEnrollments: Enrollment {
    @inline(never)
    func enroll(age: Int, minutes: Int) throws -> Int {
        var violations: [Violation] = []
        if !(13...120).contains(age) {
            violations.append(Violation(subject: "age", constraint: "13...120", message: "must be between 13 and 120"))
        }
        if !(1...90).contains(minutes) {
            violations.append(Violation(subject: "minutes", constraint: "1...90", message: "must be between 1 and 90"))
        }
        if !violations.isEmpty {
            throw InvalidArguments(call: "Enrollment.enroll(age:minutes:)", violations: violations)
        }
        return age &* 7 &+ minutes
    }
}
