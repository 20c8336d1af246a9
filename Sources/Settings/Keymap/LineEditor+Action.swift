import Terminal

/// What a key did to an open line editor.
public enum LineEditorOutcome: Equatable, Sendable {
    case edited
    case submitted(String)
    case cancelled
    case ignored
}

extension LineEditor {
    /// Applies a key through the keymap's line-editor bindings; printable characters type themselves.
    public mutating func apply(_ key: Key, keymap: Keymap) -> LineEditorOutcome {
        switch keymap.action(for: key, in: .lineEditor) {
        case .submit: return .submitted(text)
        case .cancel: return .cancelled
        case .cursorLeft: moveLeft()
        case .cursorRight: moveRight()
        case .cursorToStart: moveToStart()
        case .cursorToEnd: moveToEnd()
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .deleteToStart: deleteToStart()
        case .deleteWordBackward: deleteWordBackward()
        default:
            switch key {
            case .character(let character): insert(character)
            case .paste(let text): insert(pasted: text)
            default: return .ignored
            }
        }
        return .edited
    }
}
