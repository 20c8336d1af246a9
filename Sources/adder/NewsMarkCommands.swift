import ArgumentParser
import Entities
import News
import Settings

/// `adder news read`: marks articles read.
struct NewsReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "read", abstract: "Mark articles read.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids) { library, ids in try library.cache.setRead(ids, true) }
    }
}

/// `adder news unread`: marks articles unread.
struct NewsUnreadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unread", abstract: "Mark articles unread.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids) { library, ids in try library.cache.setRead(ids, false) }
    }
}

/// `adder news star`: stars articles (a starred article is never pruned).
struct NewsStarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "star", abstract: "Star articles; starred ones are kept however old they get.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids) { library, ids in try library.cache.setStarred(ids, true) }
    }
}

/// `adder news unstar`: takes the star off articles.
struct NewsUnstarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unstar", abstract: "Take the star off articles.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids) { library, ids in try library.cache.setStarred(ids, false) }
    }
}

/// One change applied to several articles, after checking that every id exists.
enum ArticleMark {
    static func apply(to idTexts: [String], change: (NewsLibrary, [Article.ID]) throws -> Void) throws {
        let ids = try NewsArgument.ids(idTexts)
        let session = try NewsSession()
        try session.requireExisting(ids)
        try session.perform { try change(session.library, ids) }
    }
}
