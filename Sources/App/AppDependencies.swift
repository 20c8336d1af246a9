import Foundation
import Services

/// What the Builders hand to the modules they assemble.
public struct AppDependencies {
    public let store: TodoStore
    public let clock: any Clock
    public let timeZone: TimeZone
    public let keymap: Keymap

    public init(store: TodoStore, clock: any Clock, timeZone: TimeZone, keymap: Keymap = .standard) {
        self.store = store
        self.clock = clock
        self.timeZone = timeZone
        self.keymap = keymap
    }
}
