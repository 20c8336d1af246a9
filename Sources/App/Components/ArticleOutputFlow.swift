import Entities
import Settings
import Terminal

/// The steps `S` and `|` take in the article list and the reader alike: a prompt in the status
/// bar for the file (its default name filled in) or the command, and the question before a file
/// already there is replaced (`S` again replaces it, any other key keeps it). `e` asks nothing.
/// A Presenter holds one, sends it keys while it `isActive`, and shows the sentences it returns.
@MainActor struct ArticleOutputFlow: Equatable {
    /// What a prompt's text is for.
    private enum Purpose: Equatable {
        case save, pipe
    }

    private enum Step: Equatable {
        case prompt(Purpose, Article, LineEditor)
        case overwrite(Article, path: String, question: StatusMessage)
    }

    private var step: Step?
    /// The pipe prompt starts with the last command given, as newsboat's does.
    private var lastCommand = ""

    /// A prompt or question is open: every key comes here.
    var isActive: Bool { step != nil }

    /// `S`, `|` or `e` on `article`: opens the prompt, or does `e` and says what happened.
    mutating func begin(_ action: Action, on article: Article, actor: any ArticleActing) -> StatusMessage? {
        switch action {
        case .saveArticle: step = .prompt(.save, article, LineEditor(text: actor.suggestedSavePath(for: article)))
        case .pipeArticle: step = .prompt(.pipe, article, LineEditor(text: lastCommand))
        case .openAttachments: return Self.message(actor.openAttachments(of: article))
        default: break
        }
        return nil
    }

    /// A key while a prompt or the question is open; the sentence to show, if any.
    mutating func handle(_ key: Key, keymap: Keymap, context: KeyContext, actor: any ArticleActing) -> StatusMessage? {
        switch step {
        case .prompt(let purpose, let article, var editor):
            switch editor.apply(key, keymap: keymap) {
            case .edited: step = .prompt(purpose, article, editor)
            case .ignored: break
            case .cancelled:
                step = nil
                return StatusMessage(purpose == .save ? "Nothing was saved." : "Nothing was piped.")
            case .submitted(let text):
                step = nil
                guard purpose == .save else {
                    lastCommand = text
                    return Self.message(actor.pipe(article, to: text))
                }
                return save(article, to: text, actor: actor, keys: keymap.names(.saveArticle, context))
            }
        case .overwrite(let article, let path, _):
            step = nil
            guard keymap.action(for: key, in: context) == .saveArticle else {
                return StatusMessage("Kept \(path) as it was; nothing was saved.")
            }
            return Self.message(actor.save(article, to: path, overwrite: true))
        case nil:
            break
        }
        return nil
    }

    /// The question before a file is replaced: shown until a key answers it, whatever other
    /// sentence comes meanwhile (a background write's failure must not hide what `S` would do).
    var question: StatusMessage? {
        if case .overwrite(_, _, let question) = step { return question }
        return nil
    }

    /// The open prompt, for the status bar.
    func prompt(hints: [KeyHint]) -> Prompt? {
        switch step {
        case .prompt(.save, _, let editor): Prompt(labels: ["Save the article to:", "Save to:"], editor: editor, hints: hints)
        case .prompt(.pipe, _, let editor): Prompt(labels: ["Pipe the article to:", "Pipe to:"], editor: editor, hints: hints)
        default: nil
        }
    }

    private mutating func save(_ article: Article, to path: String, actor: any ArticleActing, keys: String) -> StatusMessage? {
        let outcome = actor.save(article, to: path, overwrite: false)
        guard case .exists(let existing) = outcome else { return Self.message(outcome) }
        let question = StatusMessage("\(existing) exists: \(keys) again replaces it, any other key keeps it.", isError: true)
        step = .overwrite(article, path: existing, question: question)
        return question
    }

    private static func message(_ outcome: ArticleOutputOutcome) -> StatusMessage {
        switch outcome {
        case .done(let sentence): StatusMessage(sentence)
        case .failed(let sentence): StatusMessage(sentence, isError: true)
        case .exists(let path): StatusMessage("\(path) exists; nothing was saved.", isError: true)
        }
    }
}

extension ArticleOutputFlow {
    /// While the flow a Presenter keeps at `flow` has a prompt or question open, every key goes to
    /// it and what it says shows at `message` (true); false when none is open.
    static func handle<Owner: AnyObject>(_ key: Key, keymap: Keymap, context: KeyContext, actor: any ArticleActing, on owner: Owner,
                                         flow: ReferenceWritableKeyPath<Owner, ArticleOutputFlow>,
                                         message: ReferenceWritableKeyPath<Owner, StatusMessage?>) -> Bool {
        guard owner[keyPath: flow].isActive else { return false }
        run({ $0.handle(key, keymap: keymap, context: context, actor: actor) }, on: owner, flow: flow, message: message)
        return true
    }

    /// Runs a step of the flow a Presenter keeps at `flow` and shows what it said at `message`.
    /// The step runs on a copy: the Interactor it calls may answer at once, and the Presenter's
    /// state must not be mid-change then.
    static func run<Owner: AnyObject>(_ step: (inout ArticleOutputFlow) -> StatusMessage?, on owner: Owner,
                                      flow: ReferenceWritableKeyPath<Owner, ArticleOutputFlow>,
                                      message: ReferenceWritableKeyPath<Owner, StatusMessage?>) {
        var copy = owner[keyPath: flow]
        let said = step(&copy)
        owner[keyPath: flow] = copy
        owner[keyPath: message] = said
    }
}
