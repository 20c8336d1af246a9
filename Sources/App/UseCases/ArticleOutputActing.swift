import Entities
import Settings

/// What the article list and the reader ask of their Interactors for `S`, `|` and `e` (both
/// carry it out through `ArticleOutput`). Each answers at once: the command has ended by then.
@MainActor protocol ArticleOutputActing: AnyObject {
    /// The path the save prompt starts with.
    func suggestedSavePath(for article: Article) -> String
    /// Saves the article as text; without `overwrite`, a file already there is kept (`.exists`).
    func save(_ article: Article, to path: String, overwrite: Bool) -> ArticleOutputOutcome
    /// Runs `command` with the article's text on its standard input.
    func pipe(_ article: Article, to command: String) -> ArticleOutputOutcome
    /// Hands each attachment to `enclosure-command`.
    func openAttachments(of article: Article) -> ArticleOutputOutcome
}

extension ArticleActions {
    /// `S`, `|` and `e`, when the Builder gave these actions an `ArticleOutput`.
    func output(_ body: (ArticleOutput) -> ArticleOutputOutcome) -> ArticleOutputOutcome {
        guard let output else { return .failed("Saving and piping articles is not set up here.") }
        return body(output)
    }
}
