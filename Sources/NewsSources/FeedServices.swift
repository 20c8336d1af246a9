import Basics
import Entities
import Foundation

extension FeedServiceAccount {
    /// The service for this account, its password read from `passwordCommand` now.
    public func service(timeout: Duration = .seconds(30)) throws(ServiceError) -> any FeedService {
        let password: String
        do {
            password = try PasswordCommand.password(from: passwordCommand)
        } catch {
            throw .passwordCommand(command: error.command, reason: error.reason)
        }
        switch kind {
        case .ttrss: return TTRSSService(url: url, login: login, password: password, timeout: timeout)
        case .fever: return FeverService(url: url, login: login, password: password, timeout: timeout)
        }
    }
}
