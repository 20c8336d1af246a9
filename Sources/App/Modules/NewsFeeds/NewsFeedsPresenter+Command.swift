import Settings
import Terminal

/// What the feeds pane does with a word typed after an action at the command line: `:tag work`
/// shows that tag's feeds, as picking it in the tag picker does.
extension NewsFeedsPresenter {
    func run(_ action: Action, argument: String) -> Bool {
        guard action == .pickTag else { return false }
        guard cacheIsReady(toDo: "pick a tag in") else { return true }
        let wanted = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        let tags = TagCount.counts(of: state.content.feeds).map(\.name)
        guard let tag = tags.first(where: { $0 == wanted }) ?? tags.first(where: { $0.lowercased() == wanted.lowercased() }) else {
            let known = tags.isEmpty ? "no feed has a tag" : "the tags are " + tags.map { "#\($0)" }.joined(separator: ", ")
            state.message = StatusMessage("No feed is tagged #\(InertText.make(wanted)): \(known).", isError: true)
            return true
        }
        tagPicked(tag)
        return true
    }

    func argumentChoices(for action: Action) -> [String] {
        action == .pickTag ? TagCount.counts(of: state.content.feeds).map(\.name) : []
    }
}
