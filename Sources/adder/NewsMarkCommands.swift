import ArgumentParser
import CommandUseCases

/// `adder news read`: marks articles read.
struct NewsReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "read", abstract: "Mark articles read.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, .read)
    }
}

/// `adder news unread`: marks articles unread.
struct NewsUnreadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unread", abstract: "Mark articles unread.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, .unread)
    }
}

/// `adder news star`: stars articles (a starred article is never pruned).
struct NewsStarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "star", abstract: "Star articles; starred ones are kept however old they get.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, .star)
    }
}

/// `adder news unstar`: takes the star off articles.
struct NewsUnstarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unstar", abstract: "Take the star off articles.")

    @Argument(help: "The ids of the articles, as `adder news list` shows them.")
    var ids: [String] = []

    func run() throws {
        try ArticleMark.apply(to: ids, .unstar)
    }
}

/// One change applied to several articles, after checking that every id exists, then said as
/// the TUI says it.
enum ArticleMark {
    static func apply(to idTexts: [String], _ change: ArticleMarkChange) throws {
        let ids = try NewsArgument.ids(idTexts)
        print(try NewsCommandSession().mark(ids, change))
    }
}
