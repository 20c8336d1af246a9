import Basics
import Entities
import Foundation
import News
import Settings
import Todos

/// What the Builders hand to the modules they assemble, grouped by concern.
public struct AppDependencies {
    /// The to-do side: the store, its undo history and the edits every to-do pane makes.
    public let todos: TodoServices
    public let clock: any Clock
    public let timeZone: TimeZone
    /// The key table in force (config.toml's `[keys]` applied).
    public var keymap: Keymap
    /// The terminal width from which two panes show side by side.
    public var splitWidth = Layout.defaultSplitWidth
    /// Run on every idle tick of the loop (a file changed by another program is noticed here).
    public var idleTasks: [() -> Void]
    /// Starts work off the loop's thread and delivers its results on it (set by `AppBuilder`).
    var work = BackgroundWork()
    /// The news side; nil where there is none (most to-do tests). With it, the News tab shows.
    public var news: NewsSource?
    /// Opens article links (`o`); nil where there is no terminal to hand over.
    public var linkOpener: (any LinkOpening)?
    /// Copies article links (`y`); nil where there is no terminal.
    public var clipboard: (any Clipboard)?
    /// `[news]`'s save folder, pipe shell and enclosure command (`S`, `|`, `e`).
    public var articleOutput = ArticleOutputSettings()
    /// Runs `|`'s and `e`'s commands with the terminal handed over; nil where there is none.
    public var commandRunner: (any CommandRunning)?
    /// `S` may write files: the TUI, not `adder snapshot`, which must leave the disk as it was.
    public var savesArticles = false
    /// The folder `~` means in the save prompt.
    public var homeFolder = FileManager.default.homeDirectoryForCurrentUser
    /// config.toml's auto-refresh: minutes between background refreshes of the feeds due while the
    /// TUI runs; 0: none, but the feeds never fetched are fetched once the news side is open;
    /// nil: nothing is fetched but on R (`adder snapshot`, most tests).
    public var autoRefreshMinutes: Int?
    /// Runs $EDITOR on the feeds file (`E` on the feeds pane); nil where there is no terminal.
    public var feedsFileEditor: (any FileEditing)?
    /// What the News tab shows of what is read at first (config.toml's show-read-feeds, show-read-articles).
    public var newsReadVisibility = NewsReadVisibility()
    /// The list's filter and sort across restarts, and config.toml's `[todos]`.
    public var todoView = TodoViewMemory.none
    /// The tab the program opens on.
    public var startTab: TabID = .todos
    /// `[todos.sync]`: the to-do sync the TUI runs in the background; nil when it is not set up.
    public var todoSync: TodoSyncService?
    /// Where the background to-do sync stands (set by `AppBuilder` when `todoSync` is set).
    var todoSyncStatus: TodoSyncStatus?
    /// Where the News tab's session is made, once the news side is open (set by `AppBuilder`).
    var newsSessions: NewsSessionSlot?
    /// The News tab's session once open; nil before, without news, or when the cache could not be opened.
    @MainActor var newsSession: NewsSession? { newsSessions?.openedSession }

    public init(store: TodoStore, clock: any Clock, timeZone: TimeZone, keymap: Keymap = .standard,
                textEditor: (any TextEditing)? = nil) {
        self.clock = clock
        self.timeZone = timeZone
        self.keymap = keymap
        let today = { CalendarDay(clock.now, timeZone: timeZone) }
        todos = TodoServices(store: store, textEditor: textEditor, today: today)
        // Idle, the edit journal goes into todos.json (a whole write, which no key waits for then).
        idleTasks = [{ store.refreshIfChanged(); store.foldJournal() }]
    }

    public var store: TodoStore { todos.store }

    /// Today's date in the user's time zone, by the injected clock.
    var today: () -> CalendarDay {
        let clock = clock
        let timeZone = timeZone
        return { CalendarDay(clock.now, timeZone: timeZone) }
    }

    var todoEditor: TodoEditor { todos.editor }

    /// The keys in force and the clock, as the Presenters word things with them.
    var wording: Wording { Wording(keymap: keymap, dates: dates, today: today) }

    /// What the article list and the reader do with an article.
    @MainActor func articleActions(_ session: NewsSession) -> ArticleActions {
        let actions = ArticleActions(session: session, todoEditor: todoEditor, linkOpener: linkOpener, clipboard: clipboard, keys: keymap.names)
        let fileText = ArticleFileText(dates: dates(), keys: keymap.names)
        actions.output = ArticleOutput(session: session, settings: articleOutput, runner: commandRunner, home: homeFolder,
                                       savesFiles: savesArticles, render: fileText.text)
        return actions
    }

    /// Dates relative to the injected clock's now.
    var dates: () -> DateText {
        let clock = clock
        let timeZone = timeZone
        return { DateText(now: clock.now, timeZone: timeZone) }
    }
}

/// The to-do store and the one `TodoEditor` (so one undo history) every pane shares.
public final class TodoServices {
    let editor: TodoEditor

    init(store: TodoStore, textEditor: (any TextEditing)?, today: @escaping () -> CalendarDay) {
        editor = TodoEditor(history: TodoHistory(store: store), textEditor: textEditor, today: today)
    }

    public var store: TodoStore { editor.store }
    public var history: TodoHistory { editor.history }
    /// Runs `$EDITOR` on notes; nil where there is no terminal to hand over (`adder snapshot`).
    public var textEditor: (any TextEditing)? {
        get { editor.textEditor }
        set { editor.textEditor = newValue }
    }
}

/// Where the News tab's articles come from: how to open the news side (the cache and the feeds
/// file). The app opens it once, off the loop's thread: at start when there is a cache (for the
/// News tab's unread badge), else when the News tab first shows. So no first frame waits for the
/// cache, and someone who only keeps to-dos never gets one created.
public struct NewsSource: Sendable {
    /// What opening gave.
    public enum Opened: Sendable {
        case library(NewsLibrary)
        /// The cache could not be opened: the sentence that says why and how to rebuild it.
        case unavailable(String)
    }

    /// Opens the news side; may run on any thread.
    let open: @Sendable () -> Opened
    /// Open at start (in the background) rather than when the News tab first shows.
    let opensAtStart: Bool

    public init(opensAtStart: Bool, opening open: @escaping @Sendable () -> Opened) {
        self.opensAtStart = opensAtStart
        self.open = open
    }

    /// A library already open.
    public static func library(_ library: NewsLibrary) -> NewsSource { NewsSource(opensAtStart: true) { .library(library) } }

    /// A cache that could not be opened, and why.
    public static func unavailable(_ sentence: String) -> NewsSource { NewsSource(opensAtStart: true) { .unavailable(sentence) } }
}
