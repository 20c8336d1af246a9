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
        let library = library
        work.start({ () -> Result<[Feed], SubscriptionFailure> in
            do {
                return .success(try library.syncedFeeds())
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

    /// Appends `subscription` to the feeds file and makes the cache follow, off the loop's thread;
    /// `done` hears why not (already subscribed, a file Adder will not rewrite) when it failed.
    func subscribe(_ subscription: Subscription, done: @escaping (SubscriptionFailure?) -> Void) {
        let library = library
        work.start({ () -> SubscriptionFailure? in
            do {
                try library.subscriptionFile.update { list throws(SubscriptionError) in try list.add(subscription) }
                try library.syncedFeeds()
                return nil
            } catch {
                return SubscriptionFailure(sentence: Self.sentence(error))
            }
        }, deliver: { [weak self] failure in
            guard let self else { return }
            feedsFileProblem = Self.feedsFileProblem(of: library)
            notify(.subscriptionsChanged)
            done(failure)
        })
    }

    /// An error as the status bar says it: a capitalised sentence with its full stop.
    nonisolated static func sentence(_ error: any Error) -> String {
        let text = String(describing: error)
        let capitalised = text.first.map { $0.isLowercase && !text.hasPrefix("http") ? $0.uppercased() + text.dropFirst() : text } ?? text
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }
}
