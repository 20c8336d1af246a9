import Terminal

/// A key table a user brings from another program (`keymap = "newsboat"` in config.toml): a set
/// of pane overrides applied to the standard table before `[keys]`. Each preset changes only its
/// own tab's panes, so `keymap = ["taskwarrior-tui", "newsboat"]` takes both.
public enum KeymapPreset: String, CaseIterable, Sendable {
    /// Adder's own keys (vim movement; the same letter means the same thing on both tabs where it can).
    case adder
    /// newsboat 2.21's defaults on the News tab: N toggles read, p goes to the previous unread,
    /// A marks the feed read, s saves, u lists the reader's links, l shows or hides read feeds.
    case newsboat
    /// taskwarrior-tui's defaults on the To-dos tab: d completes, x deletes, v marks, V marks all,
    /// m modifies, t tags, A annotates (the notes in $EDITOR), z shows the details, J/K page, c
    /// switches the saved view (its context menu).
    case taskwarriorTUI = "taskwarrior-tui"

    /// The name config.toml uses.
    public var configName: String { rawValue }

    /// The overrides this preset applies (line 0: made in code, not read from a file).
    public var overrides: [KeyOverride] {
        switch self {
        case .adder: []
        case .newsboat: Self.newsboatKeys
        case .taskwarriorTUI: Self.taskwarriorTUIKeys
        }
    }

    private static func keys(_ notation: String) -> [Key] {
        // The presets are written in the config notation; a typo here is a programming error
        // that KeymapPresetTests catches.
        (try? KeyNotation.parse(notation)) ?? []
    }

    private static func bind(_ action: Action, _ notation: String, in contexts: [KeyContext]) -> [KeyOverride] {
        contexts.map { KeyOverride(action: action, context: $0, keys: keys(notation)) }
    }

    private static let newsboatKeys: [KeyOverride] =
        bind(.previousUnread, "p", in: [.newsFeeds, .newsArticles, .newsReader])
        + bind(.toggleRead, "N", in: [.newsArticles, .newsReader])
        + bind(.markAllRead, "A", in: [.newsFeeds, .newsArticles])
        + bind(.saveArticle, "s", in: [.newsArticles, .newsReader])
        + bind(.toggleStar, "S", in: [.newsArticles, .newsReader])  // newsboat has no star; s is its save
        + bind(.showLinks, "u", in: [.newsReader])                   // show-urls
        + bind(.undo, "U", in: [.newsReader])                        // u went to show-urls
        + bind(.toggleReadFeeds, "l", in: [.newsFeeds])              // toggle-show-read-feeds
        + bind(.open, "<Enter><Right>", in: [.newsFeeds])            // l went to toggle-show-read-feeds
        + bind(.moveDown, "j<Down>J", in: [.newsFeeds, .newsArticles])  // newsboat's next/prev are J/K
        + bind(.moveUp, "k<Up>K", in: [.newsFeeds, .newsArticles])

    private static let todoPanes: [KeyContext] = [.todoList, .todoDetail, .todoAgenda]

    private static let taskwarriorTUIKeys: [KeyOverride] =
        bind(.toggleDone, "d<Space>", in: todoPanes)
        + bind(.deleteTodo, "x", in: todoPanes)
        + bind(.editTitle, "em", in: todoPanes)                     // m: modify; e (task edit) edits too
        + bind(.editNotesExternally, "AE", in: todoPanes)           // annotate: the notes in $EDITOR
        + bind(.open, "<Enter>lz<Right>", in: [.todoList, .todoAgenda])  // z: the task info view
        + bind(.pageDown, "J<PgDn><C-d>", in: [.todoList, .todoAgenda])
        + bind(.pageUp, "K<PgUp><C-u>", in: [.todoList, .todoAgenda])
        + bind(.moveTodoDown, "<C-n>", in: [.todoList])             // J and K went to paging
        + bind(.moveTodoUp, "<C-p>", in: [.todoList])
        + bind(.toggleMark, "v", in: [.todoList])
        + bind(.markAll, "V*", in: [.todoList])
        + bind(.cycleView, "c", in: [.todoList])                    // context-menu: a context is what a saved view is here
        + bind(.clearMarks, "C", in: [.todoList])                   // c went to the views
        + bind(.editTags, "t#", in: [.todoList])                    // quick-tag
        + bind(.archiveDone, "X", in: [.todoList])                  // A went to annotate

    /// The keymap of several presets, the later one's overrides last.
    public static func overrides(of presets: [KeymapPreset]) -> [KeyOverride] {
        presets.flatMap(\.overrides)
    }
}
