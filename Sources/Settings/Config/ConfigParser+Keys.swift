import Terminal
import TOMLKit

extension ConfigParser {
    /// `[keys]`: `action = "KEY"` or `["KEY", …]` for every pane the action is bound in;
    /// `[keys.PANE]` tables for one pane; `"none"` unbinds. Then overrides that make two bindings
    /// of a pane share a key are dropped, the later line first, until none do.
    mutating func readKeys(_ table: TOMLTable, after presets: [KeymapPreset] = []) -> [KeyOverride] {
        var overrides: [KeyOverride] = []
        for name in table.keys {
            let value = table[name]!
            if let context = KeyContext(configName: name), value.type == .table {
                guard let paneTable = self.table(value, at: ["keys", name]) else { continue }
                for actionName in paneTable.keys {
                    overrides += readOverride(actionName, paneTable[actionName]!, context: context).map { [$0] } ?? []
                }
            } else {
                overrides += readOverride(name, value, context: nil).map { [$0] } ?? []
            }
        }
        return withoutClashes(overrides.sorted { $0.line < $1.line }, after: KeymapPreset.overrides(of: presets))
    }

    private mutating func readOverride(_ name: String, _ value: any TOMLValueConvertible, context: KeyContext?) -> KeyOverride? {
        let path = ["keys"] + (context.map { [$0.configName] } ?? []) + [name]
        let table = context.map { "[keys.\($0.configName)]" } ?? "[keys]"
        guard let action = Action(configName: name) else {
            let hint = value.type == .table ? "no pane is called “\(name)”" : "no action is called “\(name)”"
            report(at: path, "\(table) names something Adder does not know: \(hint) (`adder config --default` lists them all)")
            return nil
        }
        if let context, !Keymap.standard.binds(action, in: context) {
            report(at: path, "\(name) does nothing in the \(context.configName) pane, so it cannot be bound there")
            return nil
        }
        guard let texts = Self.strings(value) else {
            report(at: path, "\(name) must be a key in quotes or a list of them (\"none\" unbinds), not \(Self.describe(value))")
            return nil
        }
        let line = lines.line(of: path)
        if texts == ["none"] || texts.isEmpty { return KeyOverride(action: action, context: context, keys: [], line: line) }
        var keys: [Key] = []
        for text in texts {
            guard let key = Self.key(text) else {
                report(at: path, "“\(text)” is not one key for \(name): write a character or a name in angle brackets "
                    + "such as <C-r>, <Enter>, <Space>, <F2>, <lt> (as `adder snapshot --keys` reads them)")
                return nil
            }
            if !keys.contains(key) { keys.append(key) }
        }
        let editors = Keymap.standard.bindings.filter { $0.action == action }.flatMap(\.contexts)
            .filter { [.lineEditor, .notesEditor, .commandLine].contains($0) && (context == nil || context == $0) }
        if let editor = editors.first, let typed = keys.first(where: { if case .character = $0 { true } else { false } }) {
            report(at: path, "\(typed.notation) for \(name) would stop \(typed.notation) typing itself in the "
                + "\(editor.configName) pane, so \(name) keeps its default keys")
            return nil
        }
        return KeyOverride(action: action, context: context, keys: keys, line: line)
    }

    /// `keymap = "newsboat"` or a list of names: the presets, each once, in the order given. An
    /// unknown name is a problem and is left out; the others still apply.
    mutating func readKeymapPresets(_ value: any TOMLValueConvertible) -> [KeymapPreset] {
        guard let names = Self.strings(value) else {
            report(at: ["keymap"], "keymap must be a name in quotes or a list of them (\(Self.presetNames)), not \(Self.describe(value))")
            return []
        }
        var presets: [KeymapPreset] = []
        for name in names {
            guard let preset = KeymapPreset(rawValue: name) else {
                report(at: ["keymap"], "keymap “\(name)” is not a key table Adder knows (\(Self.presetNames)), so it is left out")
                continue
            }
            // "adder" is the standard table itself: nothing to apply.
            if preset != .adder, !presets.contains(preset) { presets.append(preset) }
        }
        return presets
    }

    /// A string as a list of one, or a list of strings; nil for anything else.
    private static func strings(_ value: any TOMLValueConvertible) -> [String]? {
        if let text = value.string { return [text] }
        guard let array = value.array, array.allSatisfy({ $0.string != nil }) else { return nil }
        return array.map { $0.string! }
    }

    private static var presetNames: String {
        KeymapPreset.allCases.map { "\"\($0.configName)\"" }.joined(separator: ", ")
    }

    /// Exactly one key in the `<C-x>` notation; nil for none, several, or a paste.
    static func key(_ text: String) -> Key? {
        guard let keys = try? KeyNotation.parse(text), keys.count == 1, let key = keys.first else { return nil }
        if case .paste = key { return nil }
        return key
    }

    /// Drops overrides, the latest line first, until no pane has a key bound twice.
    private mutating func withoutClashes(_ overrides: [KeyOverride], after presets: [KeyOverride]) -> [KeyOverride] {
        var kept = overrides
        while let clash = Keymap.standard.applying(presets + kept).clashes.first {
            let culprits = kept.indices.filter { index in
                let override = kept[index]
                return clash.actions.contains(override.action) && override.keys.contains(clash.key)
                    && [nil, .global, clash.context].contains(override.context)
            }
            guard let latest = culprits.max(by: { kept[$0].line < kept[$1].line }) else { break }
            let other = clash.actions.first { $0 != kept[latest].action } ?? kept[latest].action
            let pane = clash.context == .global ? "every pane" : "the \(clash.context.configName) pane"
            report(line: kept[latest].line, "\(clash.key.notation) for \(kept[latest].action.configName) clashes with "
                + "\(other.configName) in \(pane), so \(kept[latest].action.configName) keeps its default keys")
            kept.remove(at: latest)
        }
        return kept
    }
}
