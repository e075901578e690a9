/// The service the validation benchmark wraps: one throwing member with two range constraints. The
/// plugin generates `ValidatingEnrollment` and `decorated(with:)` for it, exactly as it would in an
/// app.
// @crosscut(validation)
protocol Enrollment: Sendable {
    /// Enrolls a member of `age` in sessions of `minutes`: what the validating decorator adds to a
    /// valid call.
    // @crosscut(validate(age: 13...120, minutes: 1...90))
    func enroll(age: Int, minutes: Int) throws -> Int
}

/// The undecorated enrollment. Its member is not inlined, as a real service's work would not be.
struct Enrollments: Enrollment {
    @inline(never)
    func enroll(age: Int, minutes: Int) throws -> Int { age &* 7 &+ minutes }
}
