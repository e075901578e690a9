/// The `crosscut` executable's exit statuses.
enum ExitStatus: Int32 {
    /// Everything worked; warnings may have been printed.
    case success = 0
    /// The generator reported an error diagnostic, or an output could not be written.
    case failure = 1
    /// The command line was wrong: unknown command or flag, missing value, missing input file.
    case usage = 2
}
