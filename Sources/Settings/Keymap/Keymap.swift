import Terminal

/// One row of the key table: an action, the keys that trigger it, where, and how it is explained.
public struct KeyBinding: Hashable, Sendable {
    public let action: Action
    public let keys: [Key]
    public let contexts: [KeyContext]
    /// The help screen's sentence.
    public let help: String
    /// The status bar's one word, or nil to leave it out of the hints.
    public let hint: String?
}

/// A key hint as the status bar shows it: `j/k` `move`.
public struct KeyHint: Hashable, Sendable {
    public let keys: String
    public let label: String

    public init(keys: String, label: String) {
        self.keys = keys
        self.label = label
    }
}

/// The key table. Dispatch, hints and help all read it, so they cannot disagree.
public struct Keymap: Hashable, Sendable {
    public let bindings: [KeyBinding]

    public init(bindings: [KeyBinding]) {
        self.bindings = bindings
    }

    /// The action a key triggers in a context, if any.
    public func action(for key: Key, in context: KeyContext) -> Action? {
        if case .command(let name) = key {
            return Action(rawValue: name).flatMap { action in
                bindings.contains { $0.action == action && $0.contexts.contains(context) } ? action : nil
            }
        }
        return bindings.first { $0.contexts.contains(context) && $0.keys.contains(key) }?.action
    }

    /// The bindings of a context in table order.
    public func bindings(in context: KeyContext) -> [KeyBinding] {
        bindings.filter { $0.contexts.contains(context) }
    }

    /// The status bar's hints for a context, with the keys in force, for the actions that `works`
    /// in the pane's state. Movement shows as one `j/k` hint; an action with no key shows no hint.
    public func hints(for context: KeyContext, where works: (Action) -> Bool = { _ in true }) -> [KeyHint] {
        let rows = bindings(in: context)
        return rows.compactMap { binding in
            guard let hint = binding.hint, let first = binding.keys.first, works(binding.action) else { return nil }
            let keys = binding.action == .moveDown
                ? [first, rows.first { $0.action == .moveUp }?.keys.first].compactMap { $0?.label }.joined(separator: "/")
                : first.label
            return KeyHint(keys: keys, label: hint)
        }
    }

    /// The label of the first key that runs `action` in `context` (for sentences such as "press
    /// q again"), or nil when nothing does.
    public func keyLabel(for action: Action, in context: KeyContext) -> String? {
        bindings(in: context).first { $0.action == action }?.keys.first?.label
    }

    /// The labels of every key of a binding: `j, ↓`; `none` for an action left without a key.
    public static func label(of keys: [Key]) -> String {
        keys.isEmpty ? "none" : keys.map(\.label).joined(separator: ", ")
    }
}
