import Terminal

/// Why the event loop ended.
public enum EventLoopEnd: Equatable, Sendable {
    case quit
    case signal(Int32)
    case endOfInput
}

/// The loop that owns the terminal: draw the frame, wait for a key, a resize, posted background
/// results or the idle tick, dispatch, repeat. Blocking in the backend, it uses no CPU while
/// nothing happens; results of background work are delivered here, on the loop's thread.
@MainActor public enum EventLoop {
    /// Milliseconds between idle ticks (outside changes noticed; keypad mode back after Ctrl-Z).
    public static let idleMilliseconds = 1000

    public static func run(_ shell: AppShell, on terminal: any TerminalBackend) -> EventLoopEnd {
        var lastFrame: Screen?
        while shell.isRunning {
            let frame = shell.render(size: terminal.size)
            if frame != lastFrame {
                terminal.present(frame)
                lastFrame = frame
            }
            switch terminal.nextEvent(timeoutMilliseconds: idleMilliseconds, workPending: shell.work.hasPendingWork) {
            case .key(let key): shell.handle(key)
            case .mouse(let event): shell.handle(event)
            case .wake: shell.deliverPosted()
            case .resize: lastFrame = nil
            case .timeout: shell.idle()
            case .signal(let number): return .signal(number)
            case .endOfInput: return .endOfInput
            }
        }
        return .quit
    }
}
