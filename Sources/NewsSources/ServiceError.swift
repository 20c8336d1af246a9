/// Why a sync with a feed service failed, as one sentence for the user. The cache is left as it
/// was before the step that failed; marks not acknowledged wait for the next sync.
public enum ServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The service refused the login and password.
    case loginRefused(service: String, login: String)
    /// The service has API access turned off for the user (tt-rss: `API_DISABLED`).
    case apiDisabled(service: String, login: String)
    /// No answer: refused, reset, timed out.
    case unreachable(service: String, reason: String)
    /// An answer that is not the service's JSON, or lacks what the operation returns.
    case badAnswer(service: String, operation: String, reason: String)
    /// An answer larger than Adder reads.
    case tooLarge(service: String, operation: String, limit: Int)
    /// `password-command` failed or printed nothing.
    case passwordCommand(command: String, reason: String)
    /// The service answered with an error of its own.
    case refused(service: String, operation: String, error: String)
    /// The service did not subscribe to `url` (`reason`: why, in words).
    case cannotSubscribe(service: String, url: String, reason: String)

    public var description: String {
        switch self {
        case let .loginRefused(service, login):
            "\(service) refused the login \(login): check `login` and `password-command` in [news] of config.toml."
        case let .apiDisabled(service, login):
            "\(service) has API access turned off for \(login): turn on \"Enable API\" in its preferences."
        case let .unreachable(service, reason):
            "\(service) could not be reached (\(reason)); nothing was lost, the next refresh tries again."
        case let .badAnswer(service, operation, reason):
            "\(service) answered \(operation) with something Adder cannot read (\(reason)); the cache was left as it was."
        case let .tooLarge(service, operation, limit):
            "\(service) answered \(operation) with more than \(limit / (1024 * 1024)) MiB, which Adder does not read; the cache was left as it was."
        case let .passwordCommand(command, reason):
            "The password-command “\(command)” gave no password (\(reason)); nothing was synced."
        case let .refused(service, operation, error):
            "\(service) refused \(operation) (\(error)); the cache was left as it was."
        case let .cannotSubscribe(service, url, reason):
            "\(service) did not subscribe to \(url): \(reason)."
        }
    }
}
