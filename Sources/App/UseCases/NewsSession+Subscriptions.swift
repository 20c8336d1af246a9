import Entities
import News

/// Changing the subscriptions from the TUI: the feeds file is the user's, so Adder only ever
/// appends a line to it through `SubscriptionList` (which refuses while the file has a line it
/// cannot read) or lets the user's editor write it; the cache then follows the file.
extension NewsSession {
    /// Why the feeds file could not be changed or applied: one sentence.
    struct SubscriptionFailure: Error, Sendable {
        let sentence: String
    }

    /// Makes the cache match the feeds file again, off the loop's thread, then reads the file's
    /// problems again and tells every observer. `done` hears the feeds subscribed now, or why the
    /// file could not be read (the cache is then left as it was).
    func applyFeedsFile(done: @escaping (Result<[Feed], SubscriptionFailure>) -> Void) {
        changeSubscriptions({ library in try library.syncedFeeds() }, done: done)
    }

    /// Where a subscription went.
    enum Subscribed: Sendable {
        /// A line in the feeds file, and the cache follows it.
        case feedsFile
        /// The feed service (the source): its subscriptions are the feeds, and the next sync brings
        /// the feed; `added` is false when the service had it already. The feeds file is left alone.
        case service(added: Bool)
    }

    /// Subscribes off the loop's thread: on the feed service when one is the source (as `adder
    /// feeds add` does), else by appending to the feeds file and making the cache follow. `done`
    /// hears where, or why not (already subscribed, a file Adder will not rewrite, the service's refusal).
    func subscribe(_ subscription: Subscription, done: @escaping (Result<Subscribed, SubscriptionFailure>) -> Void) {
        changeSubscriptions({ library in
            if let added = try await library.subscribeOnService(subscription) { return .service(added: added) }
            try library.subscriptionFile.update { list throws(SubscriptionError) in try list.add(subscription) }
            try library.syncedFeeds()
            return .feedsFile
        }, done: done)
    }

    /// Runs `change` off the loop's thread; back on it, reads the feeds file's problems again,
    /// tells every observer, then `done` what came of it.
    private func changeSubscriptions<Value: Sendable>(_ change: @escaping @Sendable (NewsLibrary) async throws -> Value,
                                                      done: @escaping (Result<Value, SubscriptionFailure>) -> Void) {
        let library = library
        work.start({ () async -> Result<Value, SubscriptionFailure> in
            do {
                return .success(try await change(library))
            } catch {
                return .failure(SubscriptionFailure(sentence: Self.sentence(error)))
            }
        }, deliver: { [weak self] result in
            guard let self else { return }
            feedsFileProblem = Self.feedsFileProblem(of: library)
            notify(.subscriptionsChanged)
            done(result)
        })
    }

    /// An error as the status bar says it: a capitalised sentence with its full stop.
    nonisolated static func sentence(_ error: any Error) -> String {
        let text = String(describing: error)
        let capitalised = text.first.map { $0.isLowercase && !text.hasPrefix("http") ? $0.uppercased() + text.dropFirst() : text } ?? text
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }
}
