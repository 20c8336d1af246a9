/// The keys in force, as sentences name them: "Press a to add a to-do" says whatever `[keys]`
/// made of `add-todo`, so a rebinding never leaves a message pointing at the wrong key.
public struct KeyNames: Hashable {
    public let keymap: Keymap

    public init(keymap: Keymap) {
        self.keymap = keymap
    }

    /// The first key that runs `action` in `context`; an action left without a key shows as its
    /// `[keys]` name in brackets, which still tells the user what to bind.
    public func callAsFunction(_ action: Action, _ context: KeyContext) -> String {
        keymap.keyLabel(for: action, in: context) ?? "[\(action.configName)]"
    }
}

extension Keymap {
    /// The keys in force, for sentences.
    public var names: KeyNames { KeyNames(keymap: self) }
}
