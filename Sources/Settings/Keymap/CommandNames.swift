/// The names the `:` command line knows: each action by the name `[keys]` in config.toml binds
/// it by (`toggle-done`), and the short words a vim or newsboat user types (`quit`, `sort`, `tag`),
/// each standing for the actions it may mean on different panes, tried in order.
public enum CommandNames {
    /// The actions a name stands for, in the order to try them: an alias's, or the one action
    /// of that name; empty for a name Adder does not know.
    public static func actions(named name: String) -> [Action] {
        let name = name.lowercased()
        if let actions = aliases[name] { return actions }
        return Action(configName: name).map { commandable($0) ? [$0] : [] } ?? []
    }

    /// Every name that stands for one of `actions`, sorted: what Tab offers.
    public static func names(for actions: Set<Action>) -> [String] {
        let own = actions.filter(commandable).map(\.configName)
        let short = aliases.filter { !actions.isDisjoint(with: $0.value) }.map(\.key)
        return Array(Set(own + short)).sorted()
    }

    /// Actions whose argument is typed into the line editor the action opens (`:due fri`).
    public static let takesText: Set<Action> = [
        .addTodo, .editTitle, .editDue, .editRecurrence, .search, .editTags, .editProject, .addFeed, .saveSearch,
        .saveArticle, .pipeArticle,
    ]

    /// The short words and the actions each stands for, sorted by word (the help page lists them).
    public static var shortWords: [(word: String, actions: [Action])] {
        aliases.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static let aliases: [String: [Action]] = [
        "q": [.quit], "quit": [.quit], "help": [.showHelp], "messages": [.showMessages],
        "sort": [.cycleSort], "filter": [.cycleFilter], "view": [.cycleView], "tag": [.editTags, .pickTag], "untag": [.clearTag],
        "add": [.addTodo, .addFeed], "edit": [.editTitle], "due": [.editDue], "every": [.editRecurrence],
        "project": [.editProject], "done": [.toggleDone], "delete": [.deleteTodo], "priority": [.cyclePriority],
        "refresh": [.refreshAll], "sync": [.syncTodos], "save": [.saveArticle], "pipe": [.pipeArticle],
        "star": [.toggleStar], "read": [.toggleRead], "archive": [.archiveDone], "agenda": [.showAgenda],
        "links": [.showLinks], "todo": [.articleToTodo],
    ]

    /// Editing keys and answers belong to an open editor or question, never to the command line.
    private static func commandable(_ action: Action) -> Bool {
        !nonCommands.contains(action)
    }

    private static let nonCommands: Set<Action> = [
        .submit, .cancel, .cursorLeft, .cursorRight, .cursorUp, .cursorDown, .cursorToStart, .cursorToEnd,
        .deleteBackward, .deleteForward, .deleteToStart, .deleteWordBackward, .newLine, .answerAll, .answerOne,
        .commandLine, .suspend, .complete, .olderCommand, .newerCommand,
    ]
}
