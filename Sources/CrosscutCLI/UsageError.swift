/// A mistake on the command line; printed with the usage hint, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
