import Terminal

extension Keymap {
    /// The list's actions that act on the agenda's rows as on the list's: the same use cases.
    static let agendaRowActions: Set<Action> = [
        .moveDown, .moveUp, .moveToTop, .moveToBottom, .pageDown, .pageUp, .toggleDone, .editTitle, .deleteTodo,
        .undo, .redo, .editDue, .editRecurrence, .cyclePriority, .open, .editNotesExternally, .showHelp,
    ]

    /// The to-do bindings with the agenda's: `w` in the list opens it (before the help key, so
    /// its hint shows before help's), and the agenda gets the list's row keys, derived from the
    /// list's rows so a `[keys]` override of an action moves it in both, plus back and quit.
    static func withAgenda(_ bindings: [KeyBinding]) -> [KeyBinding] {
        var bindings = bindings
        let open = KeyBinding(action: .showAgenda, keys: [.character("w")], contexts: [.todoList],
                              help: "Show the agenda: open to-dos by when they are due", hint: "agenda")
        bindings.insert(open, at: bindings.firstIndex { $0.action == .showHelp } ?? bindings.endIndex)
        let rows = bindings.filter { $0.contexts.contains(.todoList) && agendaRowActions.contains($0.action) }
            .map { KeyBinding(action: $0.action, keys: $0.keys, contexts: [.todoAgenda], help: $0.help, hint: $0.hint) }
        let leaving = [
            KeyBinding(action: .back, keys: [.escape, .character("q"), .character("h"), .left], contexts: [.todoAgenda],
                       help: "Back to the list", hint: "back"),
            KeyBinding(action: .quit, keys: [.control("c")], contexts: [.todoAgenda], help: "Quit", hint: nil),
        ]
        return bindings + rows + leaving
    }
}
