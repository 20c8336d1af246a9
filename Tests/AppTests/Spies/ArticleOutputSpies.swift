@testable import App
import Basics
import Entities
import Foundation

/// Runs nothing: remembers each command and its input, and ends as told.
final class CommandRunnerSpy: CommandRunning, @unchecked Sendable {
    private(set) var runs: [(arguments: [String], input: String?)] = []
    /// Whether each run kept its output on the terminal until Enter.
    private(set) var showedOutput: [Bool] = []
    var ending = ForegroundProcess.Ending.exited(0)

    func run(_ arguments: [String], input: Data?, showingOutput: Bool) -> ForegroundProcess.Ending {
        runs.append((arguments, input.map { String(decoding: $0, as: UTF8.self) }))
        showedOutput.append(showingOutput)
        return ending
    }
}

/// How the Interactor spies answer `S`, `|` and `e`, recording each call: a save to a path
/// holding "exists" finds a file there unless it may overwrite; a pipe to "false" fails.
@MainActor
protocol ScriptedArticleOutput: ArticleActing {
    var calls: [String] { get set }
}

extension ScriptedArticleOutput {
    func suggestedSavePath(for article: Article) -> String { "~/\(article.id).txt" }

    func save(_ article: Article, to path: String, overwrite: Bool) -> ArticleOutputOutcome {
        calls.append("save \(article.id) to \(path)\(overwrite ? " overwriting" : "")")
        return path.contains("exists") && !overwrite ? .exists(path) : .done("Saved to \(path).")
    }

    func pipe(_ article: Article, to command: String) -> ArticleOutputOutcome {
        calls.append("pipe \(article.id) to \(command)")
        return command == "false" ? .failed("false exited with status 1.") : .done("Piped to \(command).")
    }

    func openAttachments(of article: Article) -> ArticleOutputOutcome {
        calls.append("attachments \(article.id)")
        return .done("Ran the player.")
    }
}

extension NewsReaderInteractorSpy: ScriptedArticleOutput {}
extension NewsArticlesInteractorSpy: ScriptedArticleOutput {}
