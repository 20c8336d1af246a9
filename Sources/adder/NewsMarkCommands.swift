import ArgumentParser
import Entities
import News
import Settings
import Terminal

/// `adder news read`: marks articles read.
struct NewsReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "read", abstract: "Mark articles read.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, saying: { NewsChangeWords.marked($0, read: true) }) { try $0.cache.setRead($1, true) }
    }
}

/// `adder news unread`: marks articles unread.
struct NewsUnreadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unread", abstract: "Mark articles unread.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, saying: { NewsChangeWords.marked($0, read: false) }) { try $0.cache.setRead($1, false) }
    }
}

/// `adder news star`: stars articles (a starred article is never pruned).
struct NewsStarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "star", abstract: "Star articles; starred ones are kept however old they get.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, saying: { NewsChangeWords.starred($0, starred: true) }) { try $0.cache.setStarred($1, true) }
    }
}

/// `adder news unstar`: takes the star off articles.
struct NewsUnstarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unstar", abstract: "Take the star off articles.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, saying: { NewsChangeWords.starred($0, starred: false) }) { try $0.cache.setStarred($1, false) }
    }
}

/// One change applied to several articles, after checking that every id exists, then said as
/// the TUI says it (`NewsChangeWords`: the title of one article, else how many).
enum ArticleMark {
    static func apply(to idTexts: [String], saying: (String) -> String, change: (NewsLibrary, [Article.ID]) throws -> Void) throws {
        let ids = try NewsArgument.ids(idTexts)
        let session = try NewsSession()
        try session.requireExisting(ids)
        let titles = try session.perform { try ids.compactMap { try session.library.cache.article($0)?.title } }
        try session.perform { try change(session.library, ids) }
        print(InertText.make(saying(NewsChangeWords.subject(titles))))
    }
}
