import Foundation

/// Writes event timestamps as ISO 8601 in UTC with milliseconds, `2026-11-21T10:00:00.000Z`,
/// without a (non-`Sendable`, locale-dependent) date formatter.
enum Timestamp {
    /// The earliest and latest seconds since 1970 that have a four-digit year (0000 to 9999).
    private static let representable: ClosedRange<Double> = -62_167_219_200...253_402_300_799.999

    /// `date` as `YYYY-MM-DDTHH:MM:SS.mmmZ`, rounded to the nearest millisecond (`Date` stores
    /// its time relative to 2001, so truncating would turn `.123` into `.122`); a date outside the years
    /// 0000–9999 is written as its seconds since 1970.
    static func string(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard representable.contains(seconds) else { return String(seconds) }
        let milliseconds = Int64((seconds * 1_000).rounded())
        let (days, millisecondOfDay) = floorDivision(milliseconds, by: 86_400_000)
        let (year, month, day) = civilDate(daysSince1970: days)
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1_000 % 60
        let millisecond = millisecondOfDay % 1_000
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + "\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2)).\(padded(millisecond, 3))Z"
    }

    private static func floorDivision(_ value: Int64, by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    /// The proleptic Gregorian date of a day count (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
