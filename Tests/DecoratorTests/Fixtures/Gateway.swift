import Foundation

/// Secrets as real code names them, with no annotation: plurals of acronyms, abbreviations and
/// compounds in names, labels and types, and values that hold a secret under a name of their own —
/// a request with a password, headers with a credential, a URL with a user and password, text that
/// holds a URL with its credentials.
// @crosscut(tracing, logging, metrics, retry)
protocol Gateway: Sendable {
    func unlock(userPINs: [String], backupOTPs: [Int]) throws -> Bool
    func connect(apikey: String, sessionID: String, pwd: String) throws -> Int
    func present(_ jwt: JWT, signedWith key: SSHKey) throws -> Bool
    func signIn(_ request: LoginRequest) throws -> String
    func fetch(_ url: URL, headers: [String: String]) throws -> Int
    func download(from address: String) throws -> Int
    func recover(account: String, secretAnswer: String) throws -> Bool
}

/// A JSON Web Token: its type's name says what it is.
struct JWT: Sendable {
    var compact: String
}

/// An SSH key: its type's name says what it is.
struct SSHKey: Sendable {
    var pem: String
}

/// A request whose default description would show its password.
struct LoginRequest: Sendable {
    var user: String
    var password: String
}
