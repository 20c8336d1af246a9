/// One tab's open panes, bottom to top, and which has focus. It owns the panes (and so, through
/// each View, its whole module), and it is the one place where what panes ask for (`PaneEffect`)
/// is carried out. Quitting, switching tabs and building help go on to the shell.
@MainActor public final class PaneStack {
    private(set) var panes: [any Pane] = []
    public private(set) var focusIndex = 0
    private var returnFocus: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// Which pane opened which: `sendToOpener` goes there.
    private var openers: [ObjectIdentifier: ObjectIdentifier] = [:]
    private weak var tabs: (any TabHost)?

    init(tabs: (any TabHost)?) {
        self.tabs = tabs
    }

    var focused: (any Pane)? { panes.indices.contains(focusIndex) ? panes[focusIndex] : nil }

    /// Adds a pane on top; with `focus` (or as the first), it takes the keys.
    func push(_ pane: any Pane, focus: Bool, opener: (any Pane)? = nil) {
        if let focused { returnFocus[ObjectIdentifier(pane)] = ObjectIdentifier(focused) }
        if let opener { openers[ObjectIdentifier(pane)] = ObjectIdentifier(opener) }
        panes.append(pane)
        if focus || panes.count == 1 { focusIndex = panes.count - 1 }
        pane.didAppear()
    }

    func focus(_ pane: any Pane) {
        if let index = index(of: pane) { focusIndex = index }
    }

    func goBack(from pane: any Pane) {
        if let index = index(of: pane), index > 0 { focusIndex = index - 1 }
    }

    /// Removes a pane and everything above it; the pane that had focus before it gets it back.
    func close(_ pane: any Pane) {
        guard let index = index(of: pane) else { return }
        let previous = returnFocus[ObjectIdentifier(pane)]
        for removed in panes[index...] {
            returnFocus[ObjectIdentifier(removed)] = nil
            openers[ObjectIdentifier(removed)] = nil
        }
        panes.removeSubrange(index...)
        focusIndex = panes.firstIndex { ObjectIdentifier($0) == previous } ?? max(0, panes.count - 1)
    }

    /// Carries out what the panes asked for, bottom to top, until none asks for more (a message
    /// may make its receiver ask for something). A bound keeps a loop of messages from hanging the program.
    public func settle() {
        for _ in 0..<100 {
            guard let (pane, effects) = nextEffects() else { return }
            perform(effects, from: pane)
        }
    }

    private func nextEffects() -> (any Pane, [PaneEffect])? {
        for pane in panes {
            let effects = pane.takeEffects()
            if !effects.isEmpty { return (pane, effects) }
        }
        return nil
    }

    /// The one place where effects happen; `source`: the pane that asked.
    func perform(_ effects: [PaneEffect], from source: any Pane) {
        for effect in effects {
            switch effect {
            case .open(let pane, let focus): push(pane, focus: focus, opener: source)
            case .focus(let pane): focus(pane)
            case .goBack: goBack(from: source)
            case .close: close(source)
            case .showHelp: if let help = tabs?.makeHelp(at: source.keyContext) { push(help, focus: true, opener: source) }
            case .quit: tabs?.quit()
            case .showTab(let tab): tabs?.showTab(tab)
            case .send(let message, let pane): pane.receive(message)
            case .sendToOpener(let message): opener(of: source)?.receive(message)
            }
        }
    }

    private func opener(of pane: any Pane) -> (any Pane)? {
        guard let id = openers[ObjectIdentifier(pane)] else { return nil }
        return panes.first { ObjectIdentifier($0) == id }
    }

    private func index(of pane: any Pane) -> Int? {
        panes.firstIndex { $0 === pane }
    }
}
