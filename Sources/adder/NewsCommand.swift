import App
import ArgumentParser
import Basics
import Entities
import Foundation
import News
import Settings
import Terminal

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

/// What every `adder news` and `adder feeds` subcommand works on: the paths, the clock and the
/// opened news library. The to-do file is never read, so a broken todos.json does not matter here.
struct NewsSession {
    let paths: AdderPaths
    let clock: any Clock
    let library: NewsLibrary

    /// Opens the cache; one it cannot read ends the program with the cache's sentence (exit 1).
    /// `opening`: read-only until the first write by default, so a command that only reads
    /// writes nothing; a refresh opens the writer at once.
    init(settings: NewsSettings = .init(), opening: NewsLibrary.Opening = .forReading) throws {
        (paths, clock) = try Self.environment()
        do {
            library = try NewsLibrary(paths: paths, clock: clock, settings: settings, opening: opening)
        } catch {
            throw CleanExit.message(error.description, code: 1)
        }
    }

    /// config.toml's [news] settings (a wrong one keeps its default; `adder config --check` says
    /// which): the killfile's display mode hides articles from what lists print.
    static func configuredSettings() -> NewsSettings {
        ConfigParser.load(from: AdderPaths(environment: ProcessInfo.processInfo.environment).configFile).config.news.settings
    }

    /// The paths and the clock (`ADDER_NOW` fixes it) the process environment gives.
    static func environment() throws -> (AdderPaths, any Clock) {
        let variables = ProcessInfo.processInfo.environment
        return (AdderPaths(environment: variables), try AdderNow.clock(from: variables))
    }

    /// Runs `body`; any error it throws (the cache's, the feeds file's) ends the program with its
    /// sentence and exit status 1.
    func perform<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw CleanExit.message(Self.sentence(error), code: 1)
        }
    }

    /// The feeds in the file's order, the cache synced with the file.
    func feeds() throws -> [Feed] {
        try perform { try library.syncedFeeds() }
    }

    /// Says on stderr which lines of the feeds file could not be read (their feeds are left out,
    /// the others work), then exits with status 1; nothing when every line was read.
    func reportFeedsFileProblems() throws {
        let problems = library.feedsFileProblems()
        guard !problems.isEmpty else { return }
        FileHandle.standardError.write(Data(problems.map { InertText.make($0) + ($0.hasSuffix(".") ? "\n" : ".\n") }.joined().utf8))
        throw ExitCode(1)
    }

    /// Fails, naming them, unless every id is a cached article; checked before any change so
    /// that one wrong id changes nothing.
    func requireExisting(_ ids: [Article.ID]) throws {
        let unknown = try perform { try ids.filter { try library.cache.article($0) == nil } }
        guard !unknown.isEmpty else { return }
        let list = unknown.map(String.init).joined(separator: ", ")
        let subject = unknown.count == 1 ? "is no article with id" : "are no articles with ids"
        throw CleanExit.message("There \(subject) \(list); nothing was changed.", code: 1)
    }

    /// An error's description as one sentence, made inert, with a capital and a full stop.
    static func sentence(_ error: any Error) -> String {
        var text = InertText.make(String(describing: error))
        if let first = text.first, first.isLowercase, !text.hasPrefix("http") {
            text = first.uppercased() + text.dropFirst()
        }
        return text.hasSuffix(".") ? text : text + "."
    }
}

/// Reading `adder news` arguments, each failure one sentence (exit 2).
enum NewsArgument {
    /// Whole-number article ids, each once, in the order given.
    static func ids(_ texts: [String]) throws -> [Article.ID] {
        guard !texts.isEmpty else {
            throw CleanExit.message("No article id was given: name one or more, as shown by `adder news list`.", code: 2)
        }
        var ids: [Article.ID] = []
        for text in texts {
            guard let id = Article.ID(text), id > 0 else {
                throw CleanExit.message("\"\(InertText.make(text))\" is not an article id: ids are whole numbers, as shown by `adder news list`.", code: 2)
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}
