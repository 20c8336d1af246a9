/// A pane a module opens once and then keeps telling what to show (the list's details, the feeds'
/// articles, the articles' reader). It holds the pane weakly: the stack owns it, and closing it
/// frees it.
@MainActor struct CompanionPane {
    private weak var pane: (any Pane)?

    /// The pane, while it is open.
    var current: (any Pane)? { pane }

    /// Opens the pane (`make` builds it) unless it is open, then tells it `message`; with `focus`, it takes the keys.
    mutating func show(_ message: PaneMessage, focus: Bool, make: () -> (any Pane)?) -> [PaneEffect] {
        var effects: [PaneEffect] = []
        if pane == nil, let made = make() {
            pane = made
            effects.append(.open(made, focus: false))
        }
        guard let pane else { return [] }
        effects.append(.send(message, to: pane))
        if focus { effects.append(.focus(pane)) }
        return effects
    }

    /// Tells the pane `message` if it is open; nothing otherwise.
    func send(_ message: PaneMessage) -> [PaneEffect] {
        pane.map { [.send(message, to: $0)] } ?? []
    }
}
