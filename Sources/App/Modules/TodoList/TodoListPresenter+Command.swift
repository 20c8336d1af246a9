import Entities
import Settings
import Terminal

/// What the list does with a word typed after an action at the command line (`:sort due`,
/// `:filter done`): it sets what the key would cycle through.
extension TodoListPresenter {
    func run(_ action: Action, argument: String) -> Bool {
        switch action {
        case .cycleSort: choose(argument, among: TodoSort.self, naming: "sort") { $0.sort = $1 }
        case .cycleFilter: choose(argument, among: TodoFilter.self, naming: "filter") { $0.filter = $1 }
        case .cycleView: showView(named: argument)
        default: return false
        }
        return true
    }

    func argumentChoices(for action: Action) -> [String] {
        switch action {
        case .cycleSort: TodoSort.allCases.map(\.rawValue)
        case .cycleFilter: TodoFilter.allCases.map(\.rawValue)
        case .cycleView: state.query.views.keys.sorted()
        default: []
        }
    }

    /// `V`: the saved view after the one shown (the first when none is), none after the last.
    func showNextView() {
        let names = state.query.views.keys.sorted()
        guard !names.isEmpty else {
            state.message = StatusMessage("No saved views yet: add them under [todos.views] in config.toml (work = \"project:work +urgent\").")
            return
        }
        let current = names.firstIndex { "view:\($0)" == state.query.search }
        let next = current.map { $0 + 1 } ?? 0
        showView(names.indices.contains(next) ? names[next] : nil)
    }

    /// `:view NAME`: that saved view, or a sentence naming the views there are.
    func showView(named name: String) {
        guard state.query.views[name] != nil else {
            let names = state.query.views.keys.sorted()
            let known = names.isEmpty ? "there are none yet: add them under [todos.views] in config.toml"
                : "the views are " + names.joined(separator: ", ")
            state.message = StatusMessage("No saved view is called “\(InertText.make(name))”: \(known).", isError: true)
            return
        }
        showView(name)
    }

    private func showView(_ name: String?) {
        change { $0.search = name.map { "view:\($0)" } ?? "" }
        followSelection()
        let next = keymap.names(.cycleView, .todoList)
        state.message = StatusMessage(name.map { "The view “\($0)”: \(state.query.views[$0] ?? "") (\(next) for the next, \(keymap.names(.clearSearch, .todoList)) for all)." }
            ?? "Every to-do the filter shows (no saved view).")
    }

    private func choose<Choice: CaseIterable & RawRepresentable<String>>(
        _ word: String, among _: Choice.Type, naming what: String, set: (inout TodoQuery, Choice) -> Void
    ) {
        guard let choice = Choice.allCases.first(where: { $0.rawValue == word.lowercased() }) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            state.message = StatusMessage("“\(InertText.make(word))” is not a \(what): \(names).", isError: true)
            return
        }
        state.message = nil
        change { set(&$0, choice) }
        followSelection()
    }
}
