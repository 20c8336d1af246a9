import Basics
import Entities
import Foundation
import News
import Settings
import Terminal

/// What every `adder news` and `adder feeds` subcommand works on: the paths, the clock and the
/// opened news library. The to-do file is never read, so a broken todos.json does not matter here.
public struct NewsCommandSession {
    let paths: AdderPaths
    let clock: any Clock
    let library: NewsLibrary

    /// Opens the cache; one it cannot read is a failure with the cache's sentence (exit 1).
    /// Read-only until the first write unless `forWriting`, so a command that only reads writes
    /// nothing; a refresh opens the writer at once. `environment`: the process's (ADDER_HOME or
    /// XDG folders, ADDER_NOW).
    public init(settings: NewsSettings = .init(), forWriting: Bool = false,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let opening: NewsLibrary.Opening = forWriting ? .forWriting : .forReading
        (paths, clock) = try Self.environment(environment)
        do {
            library = try NewsLibrary(paths: paths, clock: clock, settings: settings, opening: opening)
        } catch {
            throw CommandFailure(error.description, status: 1)
        }
    }

    /// How many dropped articles the cache keeps a killfile rule.
    public static var ignoredKeptPerRule: Int { NewsLibrary.ignoredKeptPerRule }

    /// config.toml's [news] settings (a wrong one keeps its default; `adder config --check` says
    /// which): the killfile's display mode hides articles from what lists print.
    public static func configuredSettings(environment: [String: String] = ProcessInfo.processInfo.environment) -> NewsSettings {
        ConfigParser.load(from: AdderPaths(environment: environment).configFile).config.news.settings
    }

    /// The paths and the clock (`ADDER_NOW` fixes it) the process environment gives.
    public static func environment(_ variables: [String: String] = ProcessInfo.processInfo.environment) throws -> (AdderPaths, any Clock) {
        return (AdderPaths(environment: variables), try AdderNow.clock(from: variables))
    }

    /// Runs `body`; any error it throws (the cache's, the feeds file's) ends the program with its
    /// sentence and exit status 1.
    public func perform<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(Self.sentence(error), status: 1)
        }
    }

    /// The feeds in the file's order, the cache synced with the file.
    public func feeds() throws -> [Feed] {
        try perform { try library.syncedFeeds() }
    }

    /// The lines of the feeds file that could not be read (their feeds are left out, the others
    /// work), a sentence each for stderr; nil when every line was read.
    public func feedsFileProblemLines() -> String? {
        let problems = library.feedsFileProblems()
        guard !problems.isEmpty else { return nil }
        return problems.map { InertText.make($0) + ($0.hasSuffix(".") ? "\n" : ".\n") }.joined()
    }

    /// Fails, naming them, unless every id is a cached article; checked before any change so
    /// that one wrong id changes nothing.
    public func requireExisting(_ ids: [Article.ID]) throws {
        let unknown = try perform { try ids.filter { try library.cache.article($0) == nil } }
        guard !unknown.isEmpty else { return }
        let list = unknown.map(String.init).joined(separator: ", ")
        let subject = unknown.count == 1 ? "is no article with id" : "are no articles with ids"
        throw CommandFailure("There \(subject) \(list); nothing was changed.", status: 1)
    }

    /// An error's description as one sentence, made inert, with a capital and a full stop.
    public static func sentence(_ error: any Error) -> String {
        var text = InertText.make(String(describing: error))
        if let first = text.first, first.isLowercase, !text.hasPrefix("http") {
            text = first.uppercased() + text.dropFirst()
        }
        return text.hasSuffix(".") ? text : text + "."
    }
}

/// Reading `adder news` arguments, each failure one sentence (exit 2).
public enum NewsArgument {
    /// Whole-number article ids, each once, in the order given.
    public static func ids(_ texts: [String]) throws -> [Article.ID] {
        guard !texts.isEmpty else {
            throw CommandFailure("No article id was given: name one or more, as shown by `adder news list`.", status: 2)
        }
        var ids: [Article.ID] = []
        for text in texts {
            guard let id = Article.ID(text), id > 0 else {
                throw CommandFailure("\"\(InertText.make(text))\" is not an article id: ids are whole numbers, as shown by `adder news list`.", status: 2)
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}
