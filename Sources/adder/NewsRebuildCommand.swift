import ArgumentParser
import CommandUseCases

/// `adder news rebuild`: sets an unreadable news cache aside and starts a fresh one from the feeds file.
struct NewsRebuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rebuild",
        abstract: "Set an unreadable news cache aside and start a fresh one from the feeds file.",
        discussion: """
            The old news.sqlite is renamed news.sqlite.broken-<time> in the same folder (nothing is deleted) \
            and a new cache is made holding the feeds of the feeds file; `adder news refresh` then fetches \
            their articles. Read and starred marks stay in the old file. todos.json is never touched. \
            A cache that opens fine is left alone unless --force is given.
            """)

    @Flag(help: "Set the cache aside even when it can be read.")
    var force = false

    func run() throws {
        try NewsCacheRebuild.run(force: force) { print($0) }
    }
}
