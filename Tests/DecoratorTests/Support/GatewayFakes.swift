import Crosscut
import Foundation

/// A gateway whose every failure holds or quotes what it was given, as a validation error would;
/// the first `failures` calls of each member fail.
final class HoldingGateway: Gateway {
    /// An error that holds the request it rejects: its default description would show the password.
    struct Rejected: Error {
        var request: LoginRequest
    }
    /// An error whose message quotes the secret it was given.
    struct Quoting: Error, CustomStringConvertible {
        var input: String
        var description: String { "rejected \(input)" }
    }

    private let failures: Int
    private let calls = Locked<[String: Int]>([:])

    init(failures: Int = 0) { self.failures = failures }

    private func fail(with error: some Error, member: String = #function) throws {
        try calls.withLock { calls in
            calls[member, default: 0] += 1
            if calls[member, default: 0] <= failures { throw error }
        }
    }

    func unlock(userPINs: [String], backupOTPs: [Int]) throws -> Bool {
        try fail(with: Quoting(input: userPINs.joined()))
        return !userPINs.isEmpty
    }
    func connect(apikey: String, sessionID: String, pwd: String) throws -> Int {
        try fail(with: Quoting(input: apikey + sessionID + pwd))
        return apikey.count
    }
    func present(_ jwt: JWT, signedWith key: SSHKey) throws -> Bool {
        try fail(with: Quoting(input: jwt.compact))
        return key.pem.hasPrefix("-----")
    }
    func signIn(_ request: LoginRequest) throws -> String {
        try fail(with: Rejected(request: request))
        return "session of \(request.user)"
    }
    func fetch(_ url: URL, headers: [String: String]) throws -> Int {
        try fail(with: Quoting(input: url.absoluteString + (headers["Authorization"] ?? "")))
        return headers.count
    }
    func download(from address: String) throws -> Int {
        try fail(with: Quoting(input: address))
        return address.count
    }
    func recover(account: String, secretAnswer: String) throws -> Bool {
        try fail(with: Quoting(input: secretAnswer))
        return !secretAnswer.isEmpty
    }
}
