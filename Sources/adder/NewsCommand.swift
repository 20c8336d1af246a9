import ArgumentParser

/// `adder news`: refresh the feeds and read, mark and search the cached articles.
struct NewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "news",
        _superCommandName: ShortErrors.rootName,
        abstract: "Refresh feeds and list, show and mark the cached articles.",
        discussion: """
            Articles live in news.sqlite in the data folder and stay readable offline. IDs are the numbers \
            `adder news list` shows. Errors go to stderr with a non-zero exit status.
            """,
        subcommands: [NewsRefreshCommand.self, NewsListCommand.self, NewsShowCommand.self,
                      NewsReadCommand.self, NewsUnreadCommand.self, NewsStarCommand.self, NewsUnstarCommand.self,
                      NewsRebuildCommand.self, NewsIgnoredCommand.self])
}
