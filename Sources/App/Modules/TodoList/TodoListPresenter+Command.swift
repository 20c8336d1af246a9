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
        default: return false
        }
        return true
    }

    func argumentChoices(for action: Action) -> [String] {
        switch action {
        case .cycleSort: TodoSort.allCases.map(\.rawValue)
        case .cycleFilter: TodoFilter.allCases.map(\.rawValue)
        default: []
        }
    }

    private func choose<Choice: CaseIterable & RawRepresentable<String>>(
        _ word: String, among _: Choice.Type, naming what: String, set: (inout TodoQuery, Choice) -> Void
    ) {
        guard let choice = Choice.allCases.first(where: { $0.rawValue == word.lowercased() }) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            message = StatusMessage("“\(InertText.make(word))” is not a \(what): \(names).", isError: true)
            return
        }
        message = nil
        change { set(&$0, choice) }
        followSelection()
    }
}
