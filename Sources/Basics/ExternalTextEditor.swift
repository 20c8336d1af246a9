import Foundation
import Glibc

/// Edits a text in a program outside Adder.
public protocol TextEditing {
    /// The text after the user edited it. Throws a sentence-carrying error when the editor failed.
    func edit(_ text: String, name: String) throws(TextEditingError) -> String
}

/// Why an external edit did not happen.
public struct TextEditingError: Error, Hashable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// `$VISUAL`, else `$EDITOR`, else `vi`, run on a temporary file while the TUI is suspended.
///
/// The editor runs in Adder's own process group, which is the terminal's foreground group, so
/// it may read the terminal (Foundation's `Process` puts the child in a group of its own, where
/// the terminal stops it with SIGTTIN the moment it reads). While it runs, Adder ignores SIGINT
/// and SIGQUIT as `system(3)` does: Ctrl-C belongs to the editor.
public struct ExternalTextEditor: TextEditing {
    public let command: String
    /// Hands the terminal to `body` and takes it back (the backend's suspend).
    private let suspend: (() -> Void) -> Void

    public init(environment: [String: String], suspend: @escaping (() -> Void) -> Void) {
        command = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        self.suspend = suspend
    }

    public func edit(_ text: String, name: String) throws(TextEditingError) -> String {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("adder-\(UUID().uuidString)", isDirectory: true)
        let file = folder.appendingPathComponent(name)
        // Text files end with a newline; editors warn about (or add) a missing one.
        let fileText = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(fileText.utf8).write(to: file)
        } catch {
            throw TextEditingError("Could not prepare a file for the editor: \(error.localizedDescription).")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var ending = EditorEnding.exited(-1)
        suspend {
            // The command may carry arguments ("code -w"), so the shell splits it; the path is "$1".
            ending = Self.runInForeground(["/bin/sh", "-c", "\(command) \"$1\"", "sh", file.path])
        }
        switch ending {
        case .exited(0): break
        case .couldNotStart(let reason):
            throw TextEditingError("The editor could not be started (\(reason)): “\(command)”; the notes were not changed.")
        // The shell that splits the command says 128+N when the editor died of signal N.
        case .exited(let status) where status > 128:
            throw TextEditingError("The editor was killed by signal \(status - 128) (“\(command)”); the notes were not changed.")
        case .exited(let status):
            throw TextEditingError("The editor exited with status \(status) (“\(command)”); the notes were not changed.")
        case .killed(let signal):
            throw TextEditingError("The editor was killed by signal \(signal) (“\(command)”); the notes were not changed.")
        }
        guard let edited = try? String(contentsOf: file, encoding: .utf8) else {
            throw TextEditingError("The editor left no readable file; the notes were not changed.")
        }
        return edited.hasSuffix("\n") && !text.hasSuffix("\n") ? String(edited.dropLast()) : edited
    }

    /// How the editor's process ended.
    enum EditorEnding: Equatable {
        case exited(Int32)
        case killed(Int32)
        case couldNotStart(String)
    }

    /// Runs a program in this process's group with the terminal as its standard streams, default
    /// signal handlers and no blocked signals, and waits for it.
    static func runInForeground(_ arguments: [String]) -> EditorEnding {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var oldInterrupt = sigaction()
        var oldQuit = sigaction()
        sigaction(SIGINT, &ignore, &oldInterrupt)
        sigaction(SIGQUIT, &ignore, &oldQuit)
        defer {
            sigaction(SIGINT, &oldInterrupt, nil)
            sigaction(SIGQUIT, &oldQuit, nil)
        }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, arguments[0], nil, &attributes, argv, environ)
        guard spawnError == 0 else { return .couldNotStart(String(cString: strerror(spawnError))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return .couldNotStart(String(cString: strerror(errno))) }
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal)
    }
}
