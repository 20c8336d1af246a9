@testable import App
import Entities
import Terminal

typealias NewsFeedsViewSpy = ListViewSpy<ListRow>

/// Records every use case the feeds presenter asks for, in order, as text.
@MainActor
final class NewsFeedsInteractorSpy: NewsFeedsPresenterToInteractor {
    private(set) var calls: [String] = []
    func loadFeeds() { calls.append("load") }
    func reloadFeedsFile() { calls.append("reloadFeedsFile") }
    func openNews() { calls.append("open") }
    func refresh(urls: [String]) { calls.append("refresh \(urls.joined(separator: " "))".trimmingCharacters(in: .whitespaces)) }
    func markAllRead(_ query: ArticleQuery, title: String) { calls.append("markAllRead \(query)") }
    func undo() { calls.append("undo") }
    func editFeedsFile() { calls.append("editFeedsFile") }
    func addFeed(_ line: String) { calls.append("addFeed \(line)") }
}

/// Builds stand-in panes where the feeds' Router builds the articles pane and the tag picker.
@MainActor
final class NewsFeedsRouterSpy: NewsFeedsPresenterToRouter {
    private(set) var tagPickers: [(feeds: [Feed], current: String?)] = []
    func makeArticles() -> (any Pane)? { NotePane("articles") }
    func makeTags(of feeds: [Feed], current: String?) -> any Pane {
        tagPickers.append((feeds, current))
        return NotePane("tags", placement: .overlay)
    }
}

@MainActor
final class NewsFeedsOutputSpy: NewsFeedsInteractorToPresenter {
    private(set) var contents: [NewsFeedsContent] = []
    private(set) var refreshes: [(status: RefreshStatus, finished: Bool)] = []
    private(set) var failures: [String] = []
    func feedsDidChange(_ content: NewsFeedsContent) { contents.append(content) }
    func refreshDidChange(_ status: RefreshStatus, finished: Bool) { refreshes.append((status, finished)) }
    func actionFailed(_ sentence: String) { failures.append(sentence) }
    private(set) var sentences: [String] = []
    func actionDidFinish(_ sentence: String) { sentences.append(sentence) }
    private(set) var added: [String] = []
    func feedWasAdded(url: String, sentence: String) { added.append(url); sentences.append(sentence) }
}
