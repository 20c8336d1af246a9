import Settings
import Terminal

/// The `:` command line: any action by name, with a word after it (`:sort due`, `:tag work`,
/// `:due fri 17:00`), Tab completing names and words. A command runs as its key would, on the
/// focused pane, whatever key the user bound to it (`Key.command`); its word goes to the pane
/// (`Pane.run`) or into the editor the action opens, which is then accepted.
extension AppShell {
    func handleCommandKey(_ key: Key) {
        guard var prompt = commandPrompt else { return }
        let action = keymap.action(for: key, in: .commandLine)
        switch action {
        case .complete:
            let candidates = prompt.complete(names: commandNames, choices: argumentChoices)
            commandPrompt = prompt
            if candidates.count > 1 { notice = StatusMessage(candidates.joined(separator: "  ")) }
            return
        case .olderCommand, .newerCommand:
            prompt.recall(from: commandHistory, older: action == .olderCommand)
            commandPrompt = prompt
            return
        default: break
        }
        let outcome = prompt.apply(key, keymap: keymap)
        commandPrompt = prompt
        switch outcome {
        case .submitted(let text):
            commandPrompt = nil
            if !text.isEmpty, commandHistory.last != text { commandHistory = Array((commandHistory + [text]).suffix(100)) }
            run(command: text)
        case .cancelled: commandPrompt = nil
        case .edited, .ignored: break
        }
    }

    /// The contexts a command may act in now: the focused pane's, then the shell's.
    private var liveContexts: [KeyContext] {
        [stack.focused?.keyContext, .tabs].compactMap { $0 }
    }

    /// The names that do something here: the focused pane's actions, the shell's, help and quit.
    var commandNames: [String] {
        let actions = Set(liveContexts.flatMap { keymap.bindings(in: $0).map(\.action) } + [.quit, .showHelp, .showMessages])
        return CommandNames.names(for: actions)
    }

    private func argumentChoices(for name: String) -> [String] {
        guard let action = action(named: name) else { return [] }
        return stack.focused?.argumentChoices(for: action) ?? []
    }

    /// The action a name means here: the first of its actions the focused pane or the shell binds,
    /// else its first (quit and help work from anywhere).
    private func action(named name: String) -> Action? {
        let actions = CommandNames.actions(named: name)
        return actions.first { action in liveContexts.contains { keymap.bindings(in: $0).contains { $0.action == action } } }
            ?? actions.first
    }

    func run(command text: String) {
        let words = text.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = words.first else { return }
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil
        guard let action = action(named: name) else {
            notice = StatusMessage("“:\(InertText.make(name))” is not a command: Tab after “:” lists them.", isError: true)
            return
        }
        if let argument { return run(action, named: name, argument: argument) }
        switch action {
        case .quit: requestQuit()
        case .showHelp: if let pane = stack.focused { stack.perform([.showHelp], from: pane) }
        default:
            if stack.focused?.handle(.command(action.rawValue)) == true || performTabAction(action) { return }
            notice = StatusMessage("“:\(name)” does nothing on this pane.", isError: true)
        }
    }

    private func run(_ action: Action, named name: String, argument: String) {
        guard let pane = stack.focused else { return }
        if pane.run(action, argument: argument) { return }
        guard CommandNames.takesText.contains(action) else {
            notice = StatusMessage("“:\(name)” takes no word after it here.", isError: true)
            return
        }
        guard pane.handle(.command(action.rawValue)), pane.chrome.prompt != nil else {
            if notice == nil, pane.chrome.message == nil {
                notice = StatusMessage("“:\(name)” does nothing on this pane.", isError: true)
            }
            return
        }
        // The editor the action opened: its text replaced by the word, then accepted.
        for step in [Action.cursorToEnd, .deleteToStart] { _ = pane.handle(.command(step.rawValue)) }
        _ = pane.handle(.paste(argument))
        _ = pane.handle(.command(Action.submit.rawValue))
    }
}
