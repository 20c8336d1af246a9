import Basics
import Entities
import News

/// `E` and `a` on the feeds pane: the feeds file edited in $EDITOR or added to, then applied.
extension NewsFeedsInteractor {
    /// Runs the editor on the feeds file itself (Adder never writes the user's text back), then
    /// applies what it holds: a line it cannot read is named, every other line applies.
    func editFeedsFile() {
        guard let session else { return }
        guard let fileEditor else {
            output?.actionFailed("There is no terminal to run an editor in.")
            return
        }
        let before = Set(((try? session.feeds()) ?? []).map(\.url))
        var editorFailure: String?
        let file = session.library.subscriptionFile
        do {
            // Held while the editor runs: an `adder feeds add` meanwhile is refused, not overwritten.
            try file.whileLocked { try fileEditor.edit(fileAt: file.url) }
        } catch let error as TextEditingError {
            editorFailure = error.description
        } catch {
            return output?.actionFailed(NewsSession.sentence(error)) ?? ()
        }
        session.applyFeedsFile { [weak self] result in
            self?.feedsFileApplied(result, before: before, editorFailure: editorFailure)
        }
    }

    /// Subscribes to `line`'s URL with the words after it as tags, refusing what `adder feeds add`
    /// refuses, then fetches that feed alone at once.
    func addFeed(_ line: String) {
        guard let session else { return }
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let url = words.first else { return }
        let subscription = Subscription(url: url, tags: Array(words.dropFirst()))
        do {
            try SubscriptionList.checkWritable(subscription)
        } catch {
            output?.actionFailed(NewsSession.sentence(error))
            return
        }
        session.subscribe(subscription) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let failure): output?.actionFailed(failure.sentence)
            case .success(.service(let added)):
                output?.actionDidFinish(added ? NewsChangeWords.subscribedOnService(url, refresh: "the next refresh")
                                              : NewsChangeWords.alreadyOnService(url))
            case .success(.feedsFile):
                output?.feedWasAdded(url: url, sentence: NewsChangeWords.subscribed(url) + " " + fetchSentence(session.startRefresh(urls: [url]), count: 1))
            }
        }
    }

    /// One sentence for a line it could not read (or for the editor's failure), then what applied.
    private func feedsFileApplied(_ result: Result<[Feed], NewsSession.SubscriptionFailure>, before: Set<String>,
                                  editorFailure: String?) {
        guard let session else { return }
        let prefix = editorFailure.map { $0 + " " } ?? ""
        switch result {
        case .failure(let failure):
            output?.actionFailed(prefix + failure.sentence + " The feeds stay as they were.")
        case .success(let feeds):
            let added = feeds.map(\.url).filter { !before.contains($0) }
            var changes = "\(added.count == 1 ? "1 feed" : "\(added.count) feeds") added, "
                + "\(before.subtracting(feeds.map(\.url)).count) removed (\(feeds.count) in all)."
            if !added.isEmpty { changes += " " + fetchSentence(session.startRefresh(urls: added), count: added.count) }
            if let problem = session.feedsFileProblem {
                output?.actionFailed(prefix + problem + " The other lines apply: " + changes)
            } else if editorFailure != nil {
                output?.actionFailed(prefix + "The feeds file as it stands applies: " + changes)
            } else {
                output?.actionDidFinish("Applied the feeds file: " + changes)
            }
        }
    }

    /// What became of the fetch asked for just now.
    private func fetchSentence(_ started: Bool, count: Int) -> String {
        if started { return count == 1 ? "Fetching it now." : "Fetching them now." }
        return "A refresh is under way, so " + (count == 1 ? "it waits" : "they wait") + " for the next one."
    }
}
