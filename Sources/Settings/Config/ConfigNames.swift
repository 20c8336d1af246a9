extension Action {
    /// The action's name in config.toml's `[keys]`: the case name in kebab-case
    /// (`moveDown` → `move-down`). Stable: renaming a case renames the setting.
    public var configName: String { kebabCase(rawValue) }

    /// The action a config name names, if any.
    public init?(configName: String) {
        guard let action = Action.allCases.first(where: { $0.configName == configName }) else { return nil }
        self = action
    }
}

extension KeyContext {
    /// The pane's name in config.toml's `[keys.PANE]` tables: `todo-list`, `news-reader`…
    public var configName: String { kebabCase(rawValue) }

    /// The context a config name names, if any.
    public init?(configName: String) {
        guard let context = KeyContext.allCases.first(where: { $0.configName == configName }) else { return nil }
        self = context
    }
}

/// `moveDown` → `move-down`.
private func kebabCase(_ camelCase: String) -> String {
    var result = ""
    for character in camelCase {
        if character.isUppercase {
            result += "-" + character.lowercased()
        } else {
            result.append(character)
        }
    }
    return result
}
