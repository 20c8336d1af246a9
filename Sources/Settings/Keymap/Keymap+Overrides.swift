import Terminal

/// Two bindings of one pane that share a key: the key could only ever run the first.
public struct KeyClash: Hashable, Sendable {
    public let context: KeyContext
    public let key: Key
    public let actions: [Action]
}

extension Keymap {
    /// The table with `overrides` applied: an override without a pane replaces the action's keys
    /// in every row; one with a pane replaces them in that pane only (a row shared with other
    /// panes is split, keeping its place in the table).
    public func applying(_ overrides: [KeyOverride]) -> Keymap {
        var rows = bindings
        for override in overrides where override.context == nil {
            rows = rows.map { $0.action == override.action ? $0.with(keys: override.keys) : $0 }
        }
        for override in overrides {
            guard let context = override.context else { continue }
            rows = rows.flatMap { row -> [KeyBinding] in
                guard row.action == override.action, row.contexts.contains(context), row.keys != override.keys else { return [row] }
                let others = row.contexts.filter { $0 != context }
                return (others.isEmpty ? [] : [row.with(contexts: others)]) + [row.with(keys: override.keys, contexts: [context])]
            }
        }
        return Keymap(bindings: rows)
    }

    /// Keys bound twice in a pane (the global keys count in every pane, since they are read first).
    public var clashes: [KeyClash] {
        var found: [KeyClash] = []
        var seen = Set<[String]>()
        for context in KeyContext.allCases {
            let rows = bindings(in: context) + (context == .global ? [] : bindings(in: .global))
            var owner: [Key: Action] = [:]
            for row in rows {
                for key in Set(row.keys) {
                    if let first = owner[key], first != row.action {
                        let clash = KeyClash(context: context, key: key, actions: [first, row.action])
                        // A global key clashing with a pane key is told once, not once per pane.
                        let identity = [key.notation, first.rawValue, row.action.rawValue]
                        if seen.insert(identity).inserted { found.append(clash) }
                    } else {
                        owner[key] = row.action
                    }
                }
            }
        }
        return found
    }

    /// Whether an action has a row in a context (a `[keys.PANE]` override needs one).
    public func binds(_ action: Action, in context: KeyContext) -> Bool {
        bindings.contains { $0.action == action && $0.contexts.contains(context) }
    }
}

extension KeyBinding {
    /// The same row with other keys or contexts.
    func with(keys: [Key]? = nil, contexts: [KeyContext]? = nil) -> KeyBinding {
        KeyBinding(action: action, keys: keys ?? self.keys, contexts: contexts ?? self.contexts, help: help, hint: hint)
    }
}
