import ArgumentParser
import CommandUseCases
import Foundation

/// `adder news show ID`: one article as plain text, wrapped for the terminal.
struct NewsShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one article as text: title, feed, date, link, the body, then its links.",
        discussion: """
            The body is wrapped at $COLUMNS columns (80 when unset); links in it are numbered [1], [2]… and \
            listed after it. Showing an article does not mark it read (see `adder news read`).
            """)

    @Argument(help: "The id of the article, as `adder news list` shows it.")
    var id: String

    func run() throws {
        let id = try NewsArgument.ids([id])[0]
        print(try NewsCommandSession().page(of: id, width: Self.width()), terminator: "")
    }

    /// $COLUMNS when it is a sensible width, else 80.
    static func width() -> Int {
        guard let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns >= 20 else { return 80 }
        return min(columns, 1000)
    }
}
