import Basics
import Entities
import Foundation
import Settings

/// What `S`, `|` and `e` did: a sentence, or, for a save, the file that is already there.
enum ArticleOutputOutcome: Equatable {
    case done(String)
    case failed(String)
    /// Nothing was saved: a file has that name (shown as the user would type it).
    case exists(String)
}

/// Saving an article as text, piping its text to a command, and handing its attachments to the
/// configured command: what both the article list and the reader do with one article. The text
/// goes to the file or the command's standard input, never into an argument or a shell string.
@MainActor final class ArticleOutput {
    private let session: NewsSession
    private let settings: ArticleOutputSettings
    private let runner: (any CommandRunning)?
    private let paths: SavePaths
    private let savesFiles: Bool
    /// The article as the file gets it (the reader's text under a header).
    private let render: (Article, ArticleBody, ArticleText) -> String

    /// `savesFiles`: false where nothing may be written (`adder snapshot`).
    init(session: NewsSession, settings: ArticleOutputSettings, runner: (any CommandRunning)?, home: URL, savesFiles: Bool,
         render: @escaping (Article, ArticleBody, ArticleText) -> String) {
        self.session = session
        self.savesFiles = savesFiles
        self.settings = settings
        self.runner = runner
        paths = SavePaths(home: home, folder: settings.saveFolder ?? "~")
        self.render = render
    }

    /// Where `S` offers to save the article: the save folder and its title made a file name.
    func suggestedPath(for article: Article) -> String {
        paths.display(paths.folderURL.appendingPathComponent(SavePaths.fileName(for: article.title)))
    }

    func save(_ article: Article, to typed: String, overwrite: Bool) -> ArticleOutputOutcome {
        guard savesFiles else { return .failed("Nothing is saved here: adder snapshot writes no files.") }
        let url = paths.resolve(typed, suggestedName: SavePaths.fileName(for: article.title))
        let shown = paths.display(url)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failed("The folder \(paths.display(url.deletingLastPathComponent())) does not exist; nothing was saved.")
        }
        if let kind = NonRegularFile.kind(at: url) { return .failed("\(shown) is \(kind), not a regular file; nothing was saved.") }
        let data: Data
        switch text(of: article) {
        case .success(let text): data = Data(text.utf8)
        case .failure(let failure): return .failed(failure.sentence)
        }
        do {
            if overwrite {
                try AtomicFile.replace(url, with: data)
            } else if try NewFile.write(data, to: url) == .exists {
                return .exists(shown)
            }
        } catch {
            return .failed("“\(article.title)” was not saved to \(shown): \(error).")
        }
        return .done("Saved “\(article.title)” to \(shown) (\(data.count.grouped) bytes).")
    }

    /// Runs `command` with the article's text on its standard input: split into words without a
    /// shell, or given whole to config.toml's `pipe-shell`.
    func pipe(_ article: Article, to command: String) -> ArticleOutputOutcome {
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        let arguments: [String]
        do {
            arguments = settings.pipeShell.isEmpty ? try CommandWords.split(trimmed) : settings.pipeShell + [trimmed]
        } catch {
            return .failed(error.description + " Nothing was piped.")
        }
        guard !trimmed.isEmpty, !arguments.isEmpty else { return .failed("No command was given; nothing was piped.") }
        guard let runner else { return .failed("There is no terminal to run a command from.") }
        let data: Data
        switch text(of: article) {
        case .success(let text): data = Data(text.utf8)
        case .failure(let failure): return .failed(failure.sentence)
        }
        let what = "“\(article.title)” (\(data.count.grouped) bytes) to \(trimmed)"
        return Self.outcome(of: runner.run(arguments, input: data, showingOutput: true), program: trimmed,
                            done: "Piped \(what)", notDone: "")
    }

    /// Runs `enclosure-command` for each attachment in turn (a queue in its simplest form),
    /// stopping at the first that fails. Only http and https addresses are handed over.
    func openAttachments(of article: Article) -> ArticleOutputOutcome {
        let enclosures: [Enclosure]
        do {
            guard let reader = try session.reader(for: article.id) else { return .failed("That article is no longer in the cache.") }
            enclosures = reader.body.enclosures
        } catch {
            return .failed("The news cache could not be read: \(error).")
        }
        guard !enclosures.isEmpty else { return .failed("This article has no attachments.") }
        guard let runner else { return .failed("There is no terminal to run a command from.") }
        let program = settings.enclosureCommand.first ?? ""
        var last = ArticleOutputOutcome.failed("This article has no attachments.")
        for (index, enclosure) in enclosures.enumerated() {
            guard let url = AttachmentAddress.validated(enclosure.url) else {
                return .failed("Attachment \(index + 1)'s address is not an http(s) address; \(program) was not run for it.")
            }
            let arguments = AttachmentAddress.command(settings.enclosureCommand, url: url)
            let ran = arguments.joined(separator: " ")
            let rest = enclosures.count - index - 1
            last = Self.outcome(of: runner.run(arguments, input: nil, showingOutput: false), program: ran, done: "Ran \(ran)",
                                notDone: rest == 0 ? "" : "\(rest) more attachment\(rest == 1 ? " was" : "s were") not handed over")
            if case .failed = last { return last }
        }
        return enclosures.count == 1 ? last
            : .done("Ran \(program) for each of the \(enclosures.count) attachments of “\(article.title)”; each exited with status 0.")
    }

    private struct Failure: Error {
        let sentence: String
    }

    private func text(of article: Article) -> Result<String, Failure> {
        do {
            guard let reader = try session.reader(for: article.id) else {
                return .failure(Failure(sentence: "That article is no longer in the cache."))
            }
            return .success(render(article, reader.body, reader.text))
        } catch {
            return .failure(Failure(sentence: "The news cache could not be read: \(error)."))
        }
    }

    /// One sentence for how a program ended.
    private static func outcome(of ending: ForegroundProcess.Ending, program: String, done: String, notDone: String) -> ArticleOutputOutcome {
        let after = notDone.isEmpty ? "." : "; \(notDone)."
        switch ending {
        case .exited(0): return .done("\(done): it exited with status 0.")
        case .exited(let status): return .failed("\(program) exited with status \(status)\(after)")
        case .killed(let signal): return .failed("\(program) was killed by signal \(signal)\(after)")
        case .couldNotStart(let reason): return .failed("\(program) could not be started (\(reason))\(after)")
        }
    }
}
